export default () => `Os geradores de imagens com IA conseguem produzir uma miniatura, um banner de canal ou uma ilustração para redes sociais em segundos. Mesmo assim, muitos criadores desistem depois de algumas tentativas porque os resultados parecem genéricos, poluídos ou simplesmente errados. A diferença entre uma imagem esquecível e uma marcante raramente está no modelo; está no prompt e nas decisões em torno dele. Estas dicas vêm da geração de milhares de imagens para vídeos, posts e anúncios, e funcionam com qualquer modelo de imagem moderno, incluindo o do Genesis Studio.

## Comece pela função, não pela imagem

Antes de escrever um prompt, decida o que a imagem precisa fazer. Uma miniatura do YouTube precisa ser legível do tamanho de um selo postal, ao lado de uma dúzia de miniaturas concorrentes. Um cabeçalho de blog precisa criar um clima sem brigar com o título. Um post no Instagram precisa fazer o polegar parar no meio da rolagem. Um anúncio de produto precisa mostrar o produto com clareza.

A maioria dos resultados decepcionantes vem de pular esta etapa: o prompt descreve uma imagem bonita, mas não uma que cumpre a função. Escreva essa função em uma frase, por exemplo: "Uma miniatura para um vídeo sobre como economizar no supermercado, que funcione em tamanhos pequenos e deixe espaço à direita para três palavras de texto." Essa frase diz a você o assunto, a composição e a proporção antes de digitar uma única palavra do prompt.

## Anatomia de um prompt forte

A maioria dos bons prompts tem os mesmos cinco ingredientes, geralmente nesta ordem:

1. **Assunto:** quem ou o que está na imagem, descrito de forma concreta. "Um filhote de golden retriever" é melhor do que "um cachorro".
2. **Ação ou situação:** o que o assunto está fazendo. "Mordendo um tênis vermelho no chão da cozinha".
3. **Cenário:** onde e quando. "Em uma cozinha escandinava ensolarada, de manhã".
4. **Estilo:** a linguagem visual. "Fotografia cinematográfica", "ilustração em aquarela", "cenário de anime".
5. **Detalhes técnicos:** iluminação, lente, composição e cor. "Luz suave de janela, pouca profundidade de campo, ângulo baixo, paleta quente".

Juntando tudo: "Um filhote de golden retriever mordendo um tênis vermelho no chão de uma cozinha escandinava ensolarada, de manhã, fotografia cinematográfica, luz suave de janela, pouca profundidade de campo, ângulo baixo, paleta quente." Cada expressão merece o seu lugar, e nenhuma contradiz a outra.

### Seja específico onde importa

Os modelos preenchem as lacunas com a escolha mais mediana. Se você não diz como é a luz, recebe uma luz chapada e uniforme. Se não descreve o fundo, recebe um fundo genérico. Substantivos e adjetivos específicos ("mesa de carvalho desgastada", "beco iluminado por neon depois da chuva", "uma mulher de sessenta e poucos anos, de cabelo grisalho e jaqueta jeans") fazem mais do que empilhar palavras de qualidade como "obra-prima ultradetalhada 8k".

### Diga o que você quer, não o que você não quer

Os modelos seguem descrições positivas melhor do que negativas. "Uma praia vazia" funciona com mais confiabilidade do que "uma praia sem pessoas", porque a palavra "pessoas" ainda puxa pessoas para dentro da imagem. Se algo insiste em aparecer, descreva a alternativa que você quer no lugar.

## Escolha um estilo de propósito

O estilo é o caminho mais rápido para fazer uma imagem parecer intencional. Cada estilo traz um conjunto de expectativas sobre cor, textura e clima:

- **Fotorrealista e fotografia cinematográfica** combinam com análises, tutoriais, viagens e tudo o que precisa parecer real. Acrescente termos de lente e de iluminação para um visual de cinema.
- **3D hiper-realista no estilo de filme de animação** é simpático e chama a atenção: ótimo para conteúdo infantil, mascotes e vídeos explicativos sobre ideias abstratas.
- **Arte digital** entrega cores intensas e brilho para temas de games, tecnologia e ficção científica.
- **Aquarela** transmite calma e um toque artesanal, ideal para bem-estar, culinária, diários de viagem e narrativas.
- **Anime** traz energia e emoção, e funciona bem para canais de histórias, visuais de música e comentários sobre cultura pop.
- **Arte abstrata** cria fundos e capas marcantes quando nenhum assunto literal combina com o tema.

Escolha um estilo por série e mantenha-o. Um canal cujas miniaturas compartilham um estilo fica reconhecível antes mesmo de alguém ler o título. No Genesis Studio, o estilo que você escolhe é lembrado: seus estilos favoritos e prompts recentes aparecem no painel Sua memória, então manter um visual consistente leva um clique.

## Use a iluminação como um fotógrafo

A iluminação muda a emoção de uma imagem mais do que qualquer outra configuração isolada. Algumas escolhas confiáveis:

- **Hora dourada:** luz quente, baixa e favorável. Nostálgica, otimista, sofisticada.
- **Dramática:** contraste forte e sombras profundas. Tensão, mistério, muita coisa em jogo.
- **Suave:** luz uniforme e difusa. Limpa, calma, confiável; ótima para produtos e retratos.
- **Contraluz:** a luz atrás do assunto cria um contorno brilhante. Onírica e emotiva.
- **Neon:** luz colorida e saturada. Vida noturna, games, cyberpunk.
- **Luar:** tons frios de azul. Cenas noturnas silenciosas, misteriosas e cinematográficas.

Combine a luz com a emoção do vídeo, e não só com o assunto. A mesma cozinha pode parecer aconchegante na luz da hora dourada e inquietante numa luz dramática.

## Componha para o enquadramento que você vai usar

A composição decide para onde o olhar vai primeiro. Use-a de forma deliberada:

- **Close-up:** rostos, emoções e detalhes de produtos. A opção mais forte para miniaturas.
- **Plano geral:** lugares, escala e atmosfera. Bom para banners e planos de ambientação.
- **Contra-plongée:** faz o assunto parecer poderoso ou heroico.
- **Vista aérea:** mostra disposições, flat lays, mapas e mesas fartas.
- **Ângulo holandês:** um enquadramento inclinado que acrescenta inquietação ou energia.
- **Regra dos terços:** coloca o assunto fora do centro e deixa espaço para texto.
- **Macro:** detalhes extremos de coisas pequenas, como texturas, ingredientes e mecanismos.

Se você pretende colocar um título sobre a imagem, diga isso no prompt: "assunto no terço esquerdo, fundo limpo e vazio à direita". Deixar espaço negativo é muito mais fácil na hora de gerar do que depois, num editor.

## Escolha a proporção antes de gerar

Recortar uma imagem quadrada para 16:9 joga fora um terço dela e muitas vezes corta o assunto. Gere na proporção em que você vai publicar:

- **16:9** para miniaturas do YouTube, quadros de vídeo e cabeçalhos de blog.
- **9:16** para Shorts, Reels, capas do TikTok e stories.
- **1:1** para fotos de perfil, posts no feed e capas de podcast.
- **4:3 e 3:2** para layouts clássicos de foto, apresentações e impressão.

O Genesis Studio oferece todas essas, além dos formatos largo 1792:1024 e alto 1024:1792 para banners panorâmicos e pôsteres.

## Paletas de cores criam uma marca

Uma paleta consistente une seus visuais com tanta força quanto um logotipo. Escolha uma ou duas paletas e reutilize-as: quente para estilo de vida e culinária, fria para tecnologia e finanças, vibrante para entretenimento, suave para conteúdo premium e editorial, monocromática para drama, sépia para história e nostalgia, tons terrosos para temas ao ar livre e de sustentabilidade, pôr do sol para viagens e romance.

Nas miniaturas, o contraste importa mais do que a harmonia. Um assunto quente sobre um fundo frio, ou um assunto claro sobre um fundo escuro, se destaca num feed lotado.

## Três receitas para experimentar

As configurações funcionam melhor em conjunto. Estas três receitas são bons pontos de partida que você pode adaptar aos seus próprios temas.

### A miniatura de reação

Assunto: uma pessoa com uma expressão forte e genuína, olhando para um objeto relacionado ao vídeo. Estilo: fotorrealista. Iluminação: suave no rosto, com uma luz de recorte colorida. Composição: close-up, assunto no terço esquerdo. Paleta: vibrante. Proporção: 16:9. Exemplo de prompt: "Uma jovem olhando surpresa para um smartphone brilhante, close-up, luz principal suave com luz de recorte azul, cores vibrantes, fundo escuro e limpo à direita."

### A ilustração explicativa aconchegante

Assunto: uma cena simples que represente a ideia do vídeo, como uma casinha em cima de uma pilha de moedas para um tema de finanças pessoais. Estilo: 3D hiper-realista com visual de filme de animação. Iluminação: hora dourada. Composição: padrão, centralizada. Paleta: quente. Esta receita torna temas abstratos mais simpáticos e funciona bem como estilo de uma série recorrente.

### O banner atmosférico de histórias

Assunto: um lugar em vez de uma pessoa, por exemplo um farol abandonado no alto de um penhasco. Estilo: fotografia cinematográfica ou aquarela. Iluminação: luar ou dramática. Composição: plano geral, horizonte baixo. Paleta: fria ou suave. Proporção: 1792:1024 para um banner largo. Use-a para a arte do canal, narrações de histórias e páginas de episódios de podcast.

## Itere como um designer

Pouquíssimas imagens excelentes saem da primeira tentativa. Trate a geração como uma conversa:

1. **Gere várias variações de uma vez.** Comparar de duas a quatro opções lado a lado mostra o que o prompt está realmente pedindo. Se o tempo limite estourar, peça menos imagens ou simplifique a descrição.
2. **Mude uma coisa de cada vez.** Se você mudar o estilo, a iluminação e o assunto juntos, não vai saber qual mudança ajudou.
3. **Mantenha uma biblioteca de prompts.** Salve os prompts que funcionaram com uma anotação sobre a finalidade de cada um. Com o tempo, você monta modelos para os seus formatos recorrentes.
4. **Aumente a qualidade só no final.** Explore com a qualidade padrão e depois mude para HD na versão final que você vai publicar.

## Dicas específicas para miniaturas

As miniaturas merecem atenção especial, porque decidem se um vídeo vai ser clicado ou não.

- **Um único ponto focal.** Um rosto, um objeto ou um momento. Três assuntos disputando a atenção viram ruído em tamanhos pequenos.
- **Emoções grandes.** Surpresa, alegria, preocupação. Expressões são lidas do outro lado da sala, e os espectadores reagem a elas.
- **Alto contraste.** Confira a miniatura em 10% do tamanho. Se você não consegue dizer o que é, os espectadores também não conseguem.
- **Espaço para texto.** No máximo três a cinco palavras, acrescentadas no seu editor em vez de geradas, para que fiquem nítidas e escritas corretamente.
- **Promessa honesta.** A imagem precisa corresponder ao que o vídeo entrega. Miniaturas enganosas ganham um clique e perdem o espectador, e o algoritmo percebe.

## Noções básicas de direito e ética

Imagens de IA são poderosas, então use-as com responsabilidade:

- **Você é dono do que cria** no Genesis Studio e pode usar comercialmente, mas evite prompts que copiem pelo nome o estilo característico de um artista vivo, logotipos de marcas reais ou personagens registrados.
- **Não gere imagens realistas de pessoas reais** sem o consentimento delas, e nunca crie imagens enganosas de acontecimentos reais.
- **Identifique imagens feitas com IA** quando a sua plataforma exigir, por exemplo quando uma imagem realista puder ser confundida com uma foto real.
- **Procure defeitos**, como dedos a mais, texto embaralhado ou reflexos impossíveis, antes de publicar.

## Monte um fluxo de trabalho repetível

Esta é uma rotina simples para um vídeo semanal:

1. Escreva em uma frase a função da imagem.
2. Rascunhe o prompt com assunto, ação, cenário, estilo e detalhes técnicos.
3. Escolha a proporção e gere de duas a quatro variações na qualidade padrão.
4. Escolha a mais forte, refine um elemento de cada vez e gere a versão final em HD.
5. Baixe-a da sua galeria, acrescente o texto do título no seu editor e veja como ela fica no tamanho de miniatura.
6. Salve o prompt na sua biblioteca para o próximo episódio.

Suas imagens geradas ficam guardadas na sua galeria pessoal com o prompt, o estilo, a qualidade e a data, para que você possa buscar um prompt antigo por palavra-chave e reutilizá-lo semanas depois.

## Problemas comuns e soluções rápidas

- **A imagem está poluída:** tire adjetivos, descreva um único assunto e indique um fundo simples, como "fundo de estúdio liso".
- **O estilo não é consistente ao longo de uma série:** reutilize as mesmas configurações de estilo, iluminação e paleta e mantenha o final do prompt idêntico.
- **Os rostos ficam estranhos:** use close-up, iluminação suave e uma pose simples; gestos complexos com as mãos ainda são um ponto fraco da maioria dos modelos.
- **As cores estão apagadas:** escolha a paleta vibrante ou acrescente uma indicação de luz, como hora dourada ou neon.
- **O texto na imagem sai embaralhado:** deixe o texto fora do prompt e acrescente-o depois.
- **O resultado ignora parte do prompt:** mova o elemento mais importante para o início, encurte o prompt e tire expressões que se contradizem, como "minimalista" e "altamente detalhado".
- **A geração estoura o tempo limite:** peça uma ou duas imagens de cada vez, ou simplifique uma descrição muito longa.

## Comece a criar

Ótimas imagens de IA nascem de uma intenção clara: conheça a função, descreva o assunto de forma concreta, escolha estilo, luz e composição de propósito, gere na proporção certa e itere uma mudança de cada vez. Abra o gerador de imagens, escolha um estilo na galeria da nossa página inicial e experimente o prompt de exemplo; depois, deixe-o com a sua cara.`;
