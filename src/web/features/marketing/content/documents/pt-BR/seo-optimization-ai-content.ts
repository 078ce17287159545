export default () => `A IA tornou fácil produzir conteúdo; não tornou fácil fazer esse conteúdo ser encontrado. Os mecanismos de busca e as plataformas de vídeo agora recebem uma enxurrada de artigos, descrições e vídeos rascunhados pelo mesmo punhado de modelos, e quase tudo soa igual. Quem se destaca não são os criadores que publicam mais texto de IA, e sim os que usam a IA para publicar conteúdo melhor e mais útil, mais rápido. Este guia explica como os mecanismos de busca tratam o conteúdo feito com ajuda de IA, como pesquisar e estruturar esse conteúdo e traz um checklist prático para otimizar tanto páginas da web quanto vídeos do YouTube.

## O Google penaliza conteúdo gerado por IA?

Não, não por ser gerado por IA. As orientações públicas do Google deixam claro que ele recompensa conteúdo útil, confiável e feito para pessoas, seja qual for a forma como foi produzido, e que usar automação principalmente para manipular rankings viola as suas políticas contra spam. Em outras palavras, a pergunta não é "quem escreveu isto?", e sim "isto é útil, correto e original?"

Isso vale para os dois lados. A IA pode ajudar você a produzir conteúdo realmente útil com mais eficiência. Também pode ajudar a produzir milhares de páginas rasas e repetitivas, que é exatamente o que os mecanismos de busca foram feitos para ignorar. O YouTube funciona do mesmo jeito: os sistemas dele recomendam vídeos que os espectadores escolhem assistir e que os deixam satisfeitos, seja o roteiro digitado à mão ou rascunhado com um modelo.

A regra prática: use a IA para acelerar a pesquisa, a estrutura e o rascunho, e invista o tempo economizado naquilo que os modelos não fazem bem, ou seja, experiência em primeira mão, dados originais, julgamento especializado e um ponto de vista claro.

## Entenda o E-E-A-T

As diretrizes para avaliadores de qualidade do Google descrevem como é um bom conteúdo com quatro palavras: experiência, especialização, autoridade e confiabilidade. Elas não são um botão de ranking, mas são um checklist útil para trabalhos feitos com ajuda de IA.

- **Experiência:** mostre que você realmente usou o produto, visitou o lugar ou resolveu o problema. Fotos, capturas de tela, resultados e detalhes específicos indicam experiência real. A IA não consegue fornecer isso por você.
- **Especialização:** demonstre conhecimento do assunto. Explique o porquê, não só o quê, e acerte nos detalhes.
- **Autoridade:** construa um conjunto de trabalhos sobre um tema para que outras pessoas citem você e criem links para o seu conteúdo. Um canal ou site que cobre uma área a fundo ganha mais autoridade do que um que cobre tudo superficialmente.
- **Confiabilidade:** seja preciso, cite fontes, mostre quem está por trás do conteúdo e como entrar em contato, e corrija os erros abertamente. A confiabilidade é a mais importante das quatro.

Todo conteúdo feito com ajuda de IA deve acrescentar pelo menos um desses elementos que faltava no resultado bruto do modelo.

## Comece pela intenção de busca

A intenção de busca é o que a pessoa que digita uma consulta realmente quer. Atender a essa intenção é a base do SEO, e é a etapa em que a IA mais erra, porque um modelo escreve de bom grado uma redação inteira quando quem buscava queria uma resposta rápida ou uma tabela comparativa.

Existem quatro grandes tipos de intenção:

- **Informacional:** a pessoa quer aprender algo. "Como escrever um roteiro para o YouTube". Atenda com guias, tutoriais e conteúdos explicativos.
- **Navegacional:** a pessoa quer um site ou uma página específica. "Genesis Studio login". Garanta que as páginas da sua própria marca sejam fáceis de encontrar.
- **Investigação comercial:** a pessoa está comparando opções antes de comprar. "Melhor gerador de roteiros com IA". Atenda com comparações, análises e prós e contras honestos.
- **Transacional:** a pessoa está pronta para agir. "Gerador de roteiros com IA teste grátis". Atenda com páginas de produto e de preços claras.

Antes de gerar qualquer coisa, pesquise a consulta que você quer atingir e estude a primeira página de resultados. Que formato domina: listas, guias passo a passo, vídeos, páginas de produto? Qual é o tamanho e a profundidade deles? Que perguntas aparecem no quadro "As pessoas também perguntam"? Seu conteúdo precisa seguir o formato dominante e depois superá-lo em utilidade.

## Pesquisa de palavras-chave com a IA como assistente

A IA é uma ótima parceira de brainstorming para pesquisa de palavras-chave, mas não conhece os volumes de busca reais. Use-a para ideias e estrutura, e valide com dados reais.

1. **Explore o universo do tema.** Peça a um modelo as perguntas que iniciantes, intermediários e especialistas fazem sobre o seu tema. Você recebe dezenas de ângulos em segundos.
2. **Valide a demanda.** Confira as ideias com dados reais: as sugestões de preenchimento automático da busca do Google e do YouTube, o quadro "As pessoas também perguntam", as pesquisas relacionadas, o Google Search Console do seu próprio site e o relatório de termos de busca do YouTube Analytics.
3. **Agrupe por intenção.** Reúna em um único conteúdo as palavras-chave que compartilham uma intenção. "Quanto tempo deve ter um vídeo do YouTube" e "duração ideal de vídeo do YouTube" cabem em um artigo, não em dois.
4. **Priorize.** Dê preferência a consultas específicas, de cauda longa, em que você tenha experiência real. "Como fazer o roteiro de um vídeo de análise de produto para um canal de tecnologia" é mais fácil de ranquear, e converte melhor, do que "roteiros para YouTube".

## Estruture o conteúdo para leitores e rastreadores

Uma boa estrutura ajuda as pessoas a ler na diagonal e ajuda os mecanismos de busca a entender do que trata cada parte da página.

- **Um H1 claro** que corresponda à intenção principal, seguido de seções H2 para as perguntas principais e H3 para os detalhes.
- **Resposta primeiro.** Coloque a resposta direta à pergunta principal no primeiro parágrafo e depois aprofunde. Os leitores encontram o que vieram buscar, e os mecanismos de busca podem exibir essa passagem como trecho em destaque.
- **Parágrafos curtos e listas.** De duas a quatro frases por parágrafo; use listas numeradas para etapas e marcadores para opções.
- **Títulos descritivos.** "Qual deve ser o tamanho de um roteiro para o YouTube?" é melhor do que "Considerações sobre tamanho".
- **Uma seção de perguntas frequentes** com as perguntas relacionadas que você encontrou na pesquisa, com respostas concisas.

A IA é boa em propor uma estrutura de tópicos. Peça uma e depois reorganize-a de acordo com a intenção que você viu nos resultados de busca, remova as seções que se repetem e acrescente as seções que só você pode escrever.

## Escrita: onde a IA ajuda e onde você precisa assumir

A IA é realmente útil para:

- transformar rapidamente uma estrutura de tópicos em um primeiro rascunho;
- reescrever parágrafos densos em linguagem simples;
- sugerir exemplos, analogias e transições;
- gerar variações de títulos, meta descrições e posts para redes sociais;
- resumir anotações longas, transcrições ou pesquisas em pontos-chave.

Você precisa assumir quando se trata de:

- **fatos e números**, que devem ser conferidos sempre em uma fonte primária;
- **experiência em primeira mão**, como os resultados dos seus testes, capturas de tela e histórias;
- **opiniões e recomendações**, que é o que os leitores buscam em uma pessoa;
- **originalidade**, acrescentando um método, um conjunto de dados ou um ângulo que ainda não esteja na primeira página de resultados;
- **voz**, para que o conteúdo soe como a sua marca, e não como qualquer outro rascunho de IA.

Uma boa regra prática é que pelo menos um terço do conteúdo final seja material que o modelo não teria conseguido produzir: seus exemplos, seus dados, seu julgamento.

## Checklist de SEO on-page para artigos

Com o conteúdo escrito, passe pelo básico:

1. **Tag de título:** com menos de cerca de 60 caracteres, a palavra-chave principal perto do início e um motivo para clicar.
2. **Meta descrição:** cerca de 150 a 160 caracteres resumindo o valor da página. Ela não afeta o ranking diretamente, mas afeta muito a taxa de cliques.
3. **URL:** curta, em minúsculas, com hifens e descritiva, como /blog/seo-optimization-ai-content.
4. **Títulos:** um H1, estrutura lógica de H2 e H3 e palavras-chave usadas com naturalidade.
5. **Links internos:** crie links para artigos relacionados e páginas de produto com textos âncora descritivos, e crie links para o novo artigo a partir dos mais antigos.
6. **Links externos:** cite fontes primárias para afirmações e estatísticas.
7. **Imagens:** formatos modernos e comprimidos, largura e altura explícitas e texto alternativo que descreva a imagem para quem não consegue vê-la.
8. **Dados estruturados:** marcação Article, FAQPage, HowTo ou VideoObject onde ela realmente se aplica.
9. **Velocidade e celular:** carregamento rápido, texto legível sem precisar dar zoom e nenhum deslocamento de layout.
10. **Atualidade:** uma data de última atualização visível e um lembrete na agenda para revisar o conteúdo.

## SEO para YouTube: títulos, descrições e tags

O YouTube é o segundo maior mecanismo de busca do mundo, e o ranking dele depende muito da reação dos espectadores: taxa de cliques, tempo de exibição e satisfação. Os metadados continuam importantes, porque dizem ao sistema do que trata o vídeo e quem deve vê-lo.

### Títulos

Seu título é uma promessa. Ele deve conter as palavras que as pessoas buscam e dar a elas um motivo para escolher o seu vídeo entre os outros da página. Mantenha a parte importante nos primeiros 50 caracteres, mais ou menos, para que ela não seja cortada no celular. Específico ganha de engenhoso: "Como eu escrevo o roteiro de um vídeo de 10 minutos em 30 minutos (fluxo com IA)" diz ao espectador exatamente o que ele vai receber.

### Descrições

As duas primeiras linhas aparecem antes do "mais" e nos resultados de busca, então diga ali, em palavras simples, qual é o valor do vídeo, incluindo a sua palavra-chave principal. Abaixo disso, acrescente um breve resumo, capítulos com marcações de tempo, links para os recursos que você menciona e dois ou três vídeos ou playlists relacionados. Os capítulos ajudam os espectadores a navegar e podem aparecer diretamente nos resultados de busca.

### Tags e hashtags

Hoje as tags têm um papel pequeno; elas ajudam principalmente com erros de digitação comuns e termos ambíguos. Use poucas tags precisas em vez de dezenas. Acrescente duas ou três hashtags relevantes à descrição para aumentar a descoberta.

### Legendas e transcrições

Envie legendas precisas. Elas tornam o vídeo acessível, ajudam quem não é falante nativo e dão ao YouTube uma transcrição exata do que você diz. Se você escreveu um roteiro, já tem a maior parte da transcrição.

### Como o Genesis Studio ajuda

Cole seu roteiro, artigo ou descrição na ferramenta Otimização de SEO, escolha o público-alvo e o nível de concorrência do tema, e ela devolve uma nota de SEO, várias sugestões de título, uma descrição otimizada e tags recomendadas, cada uma com um botão de copiar. Uma nota de 80 ou mais significa que o básico está em boa forma; entre 60 e 79, há melhorias claras a fazer; abaixo de 60, comece pelo título e pelas duas primeiras linhas da descrição. Use as sugestões como opções para escolher e editar, não como texto final.

## Otimize para respostas de IA e recursos da busca

Cada vez mais buscas terminam em uma visão geral gerada por IA, um trecho em destaque ou a resposta de um assistente de chat, em vez de uma lista de links azuis. Você não controla se a sua página vai ser citada, mas as mesmas qualidades que ajudam o SEO clássico tornam a citação mais provável.

- **Responda às perguntas diretamente.** Coloque uma resposta clara e autossuficiente, de duas ou três frases, logo abaixo de cada título em forma de pergunta. Trechos que se sustentam sozinhos são fáceis de citar para os mecanismos de resposta.
- **Use fatos precisos.** Números, datas, etapas e definições específicos são mais citáveis do que afirmações gerais, desde que estejam corretos e tenham fonte.
- **Marque o que a página é.** Dados estruturados como FAQPage e Article ajudam as máquinas a entender o conteúdo e o seu autor.
- **Seja a fonte primária.** Pesquisas originais, resultados de testes e análises em primeira mão são o que outras páginas, e os sistemas de IA, citam.
- **Mantenha a sua marca consistente.** Use o mesmo nome, a mesma descrição e os mesmos dados de autor no seu site, no seu canal e nos seus perfis, para que você seja reconhecido como uma única entidade.

Trate esses recursos como mais um público para quem escrever, e não como uma ameaça. Uma página que responde a uma pergunta com tanta clareza que um assistente a cita também é uma página em que os leitores confiam.

## Construa autoridade temática com clusters de conteúdo

Em vez de posts isolados, planeje clusters: uma página pilar completa sobre um tema amplo, como criação de vídeos com IA, apoiada por artigos detalhados sobre cada subtema, como roteiros, locuções, miniaturas e SEO. Crie links de cada artigo de apoio para a página pilar e da página pilar para cada um deles. Os clusters ajudam os mecanismos de busca a perceber a profundidade da sua cobertura e mantêm os leitores passando de uma página útil para a próxima.

## Evite as armadilhas do conteúdo de IA em escala

Alguns padrões prejudicam, com frequência, sites e canais que usam IA:

- **Publicar volume em vez de valor.** Dezenas de páginas quase idênticas mirando variações de palavras-chave são um sinal clássico de conteúdo de baixa qualidade.
- **Resultado sem edição.** Os leitores reconhecem a linguagem genérica, as ressalvas e o enchimento do texto bruto de um modelo, e vão embora.
- **Fatos e fontes inventados.** Os modelos podem inventar estatísticas, citações e referências. Um único número fabricado pode minar a credibilidade de tudo o mais que você publica.
- **Excesso de palavras-chave.** Repetir uma expressão de forma artificial deixa o conteúdo pior de ler e não ajuda no ranking.
- **Ignorar atualizações.** Rascunhos de IA podem refletir informações desatualizadas. Confira datas, versões e preços antes de publicar e revise com regularidade o conteúdo perene.
- **Descrições duplicadas.** Reutilizar a mesma descrição de vídeo com pequenas mudanças em todo o canal desperdiça o texto mais valioso que o YouTube lê.

## Meça, aprenda e atualize

SEO é um ciclo, não um lançamento. Configure a medição antes de publicar e revise-a periodicamente.

- **Para sites,** use o Google Search Console para ver quais consultas geram impressões e cliques, sua posição média e sua taxa de cliques. Uma página com muitas impressões, mas taxa de cliques baixa, precisa de um título e uma meta descrição melhores. Uma página na segunda página de resultados para uma consulta valiosa precisa de mais profundidade, de links internos melhores ou de uma resposta mais clara à intenção.
- **Para o YouTube,** acompanhe a taxa de cliques das impressões, a duração média da visualização e o relatório de origens de tráfego. Os termos de busca do YouTube mostram quais consultas realmente levaram ao seu vídeo; use-os em títulos e descrições futuros.
- **Atualize os vencedores.** Atualizar uma página que já ranqueia, com informações novas, exemplos melhores e uma data atual, costuma ser o trabalho de SEO de maior retorno que você pode fazer.
- **Corte ou junte os perdedores.** Páginas rasas que nunca ganham tração podem ser reunidas em um único recurso mais forte.

## Um fluxo semanal de SEO com ajuda de IA

1. Escolha um tema com demanda comprovada e uma intenção clara.
2. Estude a primeira página de resultados de busca e anote o formato, a profundidade e as perguntas sem resposta.
3. Use a IA para levantar perguntas e propor uma estrutura de tópicos; reorganize-a de acordo com a intenção.
4. Rascunhe com a IA e depois acrescente a sua experiência, seus dados, exemplos e opinião.
5. Confira cada afirmação e cada número em fontes primárias.
6. Otimize o título, a descrição, os títulos internos, os links, as imagens e os dados estruturados.
7. Para vídeo, gere sugestões de título e de tags com a ferramenta de SEO, escolha e edite as melhores e acrescente capítulos e legendas.
8. Publique e depois revise o desempenho após duas semanas e de novo após dois meses.

## Conclusão

Os mecanismos de busca não recompensam nem punem a IA em si; eles recompensam o conteúdo que satisfaz as pessoas que estão buscando. A IA permite fazer em minutos as partes mecânicas da criação de conteúdo: pesquisa, estruturas de tópicos, rascunhos, títulos e descrições. Use esse tempo para acrescentar o que só você pode oferecer, ou seja, experiência real, fatos verificados, um ponto de vista claro e uma estrutura realmente útil. Faça isso com constância, e o seu conteúdo feito com ajuda de IA não vai apenas ser encontrado; vai ser escolhido.`;
