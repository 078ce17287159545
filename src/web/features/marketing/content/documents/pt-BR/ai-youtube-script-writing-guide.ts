import type { DocumentValues } from '../values';

export default (
  v: DocumentValues,
) => `Um bom vídeo do YouTube se decide muito antes de você apertar o botão de gravar. O roteiro define a promessa do título, o ritmo da edição e o momento em que o espectador decide ficar ou sair. Os geradores de roteiro com IA tornaram o primeiro rascunho quase instantâneo, mas um rascunho rápido não é o mesmo que um bom roteiro. Este guia mostra como usar um roteirista de IA como um verdadeiro parceiro criativo: o que entregar a ele, como lapidar o que ele devolve e como transformar o resultado em um vídeo que as pessoas assistem até o fim.

## Por que o roteiro importa mais do que nunca

O YouTube recomenda vídeos que mantêm as pessoas assistindo. A duração média de visualização e a porcentagem do vídeo que os espectadores assistem são dois dos sinais mais fortes que um canal controla, e os dois dependem principalmente da estrutura. Uma introdução que se arrasta, uma ideia repetida três vezes ou um desvio no meio do vídeo aparecem como um precipício no seu gráfico de retenção de público.

Um roteiro protege você de tudo isso. Ele define a ordem das suas ideias antes de a câmera ligar, mantém sua fala enxuta e agiliza a edição. O problema sempre foi o tempo: escrever à mão um roteiro sólido de dez minutos pode levar mais tempo do que gravá-lo. É essa lacuna que a IA preenche.

## O que um gerador de roteiros com IA faz bem, e o que não faz

Um gerador de roteiros com IA é excelente em estrutura. Dê um tema a ele e, em segundos, ele produz uma introdução, uma sequência lógica de pontos principais e uma chamada para ação no encerramento. Ele é bom em encontrar ângulos que você não tinha considerado, em reformular uma frase desajeitada e em atingir uma duração específica.

Ele é mais fraco naquilo que faz o seu canal ser seu. Ele não conhece suas piadas recorrentes nem as opiniões pelas quais seu público volta, e pode afirmar fatos com mais confiança do que eles merecem. Trate o resultado como um primeiro rascunho bem organizado, escrito por um assistente competente que nunca assistiu ao seu canal.

## Passo 1: Escreva um briefing, não uma palavra-chave

A qualidade de um roteiro gerado depende da qualidade do pedido. Uma única palavra-chave, como "produtividade", não dá ao modelo nada com que trabalhar, e o resultado é uma lista genérica de dicas. Compare com um briefing como este: "Cinco hábitos de produtividade para desenvolvedores de software em home office que vivem sendo interrompidos por notificações do chat, incluindo um hábito que parece contraintuitivo."

Um briefing útil responde a quatro perguntas:

- **Quem está assistindo?** Iniciantes, profissionais, pais, gamers. O público define o vocabulário e a profundidade.
- **Que problema o vídeo resolve?** Os espectadores clicam para conseguir algo: uma habilidade, uma resposta, uma risada, uma decisão.
- **Qual é a promessa do título?** Escreva primeiro o título provisório e faça o roteiro entregar exatamente isso.
- **O que torna a sua abordagem diferente?** Um resultado pessoal, uma opinião contrária ao senso comum, um teste que você mesmo fez.

No Genesis Studio, você digita esse briefing no campo do tema. Duas ou três frases bastam; esse contexto extra é, sozinho, a maior melhoria que você pode fazer em um rascunho.

## Passo 2: Escolha a duração certa

Na fala, dizemos cerca de 130 a 160 palavras por minuto. Isso dá a você um orçamento simples:

- **1 a 3 minutos:** 150 a 450 palavras. Uma ideia, um exemplo, uma chamada para ação. Ideal para explicações no estilo Shorts e respostas rápidas.
- **3 a 5 minutos:** 450 a 800 palavras. Espaço para um gancho, três pontos e um resumo. O padrão para a maioria dos vídeos de tutorial.
- **5 a 10 minutos:** 800 a 1.600 palavras. Tutoriais com etapas, análises com prós e contras, histórias com um arco de verdade.
- **10 minutos ou mais:** 1.600 palavras ou mais. Mergulhos profundos, documentários e vídeos em lista em que cada item merece o seu lugar.

Escolha a duração de que o seu tema precisa, e não aquela que você acha que o algoritmo prefere. Um vídeo enxuto de seis minutos quase sempre tem desempenho melhor do que o mesmo material esticado para doze. Depois de gerar, confira a contagem de palavras e o tempo de leitura estimado exibidos ao lado do roteiro; se a estimativa estiver muito acima da sua meta, corte antes de gravar, não na edição.

## Passo 3: Ajuste o tom ao seu canal

O tom é a diferença entre um roteiro que soa como você e um que soa como um comunicado à imprensa. O Genesis Studio oferece oito tons: Educativo, Profissional, Descontraído, Energético, Bem-humorado, Inspirador, Sombrio e Narrativo. Algumas combinações práticas:

- Tutoriais e vídeos explicativos funcionam melhor como **Educativo** ou **Descontraído**: claros, simpáticos, sem exagero.
- Análises de produtos e conteúdo de negócios combinam com **Profissional**, e **Energético** vai bem em unboxings e lançamentos.
- Vlogs e canais pessoais ganham vida com **Descontraído**, **Bem-humorado** ou **Narrativo**.
- Canais de motivação, fitness e desenvolvimento pessoal se apoiam no **Inspirador**.
- Narrações de true crime, mistério e terror pedem **Sombrio** ou **Narrativo** para criar atmosfera.

Se estiver em dúvida, gere o mesmo briefing em dois tons e leia em voz alta o primeiro parágrafo de cada um.

## Passo 4: Construa o gancho

Os primeiros quinze segundos decidem se alguém fica. Um roteiro gerado costuma abrir com uma introdução razoável, mas razoável não basta. Reescreva o gancho você mesmo usando um destes padrões:

1. **A recompensa primeiro.** Mostre ou diga o resultado antes de explicar como chegou lá: "Até o fim deste vídeo, seu notebook vai ligar em menos de dez segundos."
2. **A pergunta em aberto.** Levante uma pergunta que o vídeo responde: "Por que a maioria dos fotógrafos iniciantes fotografa no horário errado do dia?"
3. **O que está em jogo.** Diga o que o espectador perde por não saber: "Esta única configuração está custando metade da sua bateria."
4. **A surpresa.** Comece pelo ponto contraintuitivo do seu briefing.

Depois, corte tudo o que estiver entre o gancho e o primeiro ponto de verdade. Os espectadores não precisam ouvir seu nome, seus dias de postagem nem um resumo do que você vai dizer. Deixe a apresentação do canal para depois ou simplesmente tire.

## Passo 5: Estruture o meio para reter o público

O meio do vídeo é onde a retenção escapa silenciosamente. Algumas técnicas mantêm as pessoas assistindo:

- **Sinalize o caminho.** "São três erros, e o terceiro é o que quase todo mundo comete." Os espectadores ficam para chegar ao fim de uma lista cujo tamanho conhecem.
- **Loops abertos.** Mencione algo a que você vai voltar mais tarde e depois cumpra a promessa.
- **Quebras de padrão a cada 45 a 90 segundos.** Uma pergunta ao espectador, um exemplo rápido, uma mudança de ângulo de câmera ou um momento de B-roll anotado no roteiro.
- **Uma ideia por seção.** Se uma seção traz dois pontos, divida-a ou corte um deles.
- **Exemplos em vez de abstrações.** Toda afirmação deve ter por trás um exemplo concreto, um número ou uma demonstração.

Acrescente notas simples de produção enquanto edita, como "[B-roll: close do menu de configurações]". Elas deixam a gravação e a edição muito mais rápidas.

## Passo 6: Faça o roteiro soar como você

Este é o passo que transforma um rascunho de IA no seu roteiro. Leia tudo em voz alta, na velocidade em que você gravaria. Toda vez que tropeçar, mude a frase. Toda vez que ouvir uma expressão que você nunca diria, troque pelo que você diria. A maioria dos criadores acaba reescrevendo de dez a vinte por cento das falas, e é nesses dez a vinte por cento que mora a personalidade.

Depois, acrescente o que só você pode acrescentar: uma história pessoal, uma opinião, o resultado de um teste seu, uma referência a um vídeo anterior, a piada interna que a sua comunidade adora. Por fim, confira cada fato, número e afirmação. Modelos de IA podem errar com toda a confiança, e uma correção nos comentários custa mais confiança do que os minutos que você economizou.

## Passo 7: Termine com uma única chamada para ação clara

Encerre com um próximo passo único e específico. "Se inscreva, curta, comente e conheça meu curso" são quatro pedidos, e os espectadores não atendem a nenhum deles. Escolha o que mais importa para este vídeo. Ligue-o ao valor que a pessoa acabou de receber: "Se este vídeo economizou uma hora do seu dia, o próximo mostra como automatizar o processo inteiro."

## Passo 8: Do roteiro à locução

Se você produz vídeos sem aparecer, vídeos explicativos ou apresentações narradas, pode transformar o roteiro pronto diretamente em áudio. No Genesis Studio, o painel de locução aparece abaixo do roteiro gerado: escolha uma entre ${v.voiceCount} vozes, gere e ouça o resultado no player integrado. As locuções funcionam com roteiros de até 5.000 caracteres, então divida um roteiro longo em seções e gere cada uma separadamente. Você pode baixar o áudio em MP3 e levá-lo direto para o seu editor.

Mesmo que você grave com a sua própria voz, uma leitura feita pela IA revela rapidamente frases longas demais e trechos que se arrastam.

## Um fluxo de trabalho para repetir toda semana

Esta é uma rotina que muitos criadores adotam quando a IA passa a fazer parte do processo:

1. Escreva um briefing de duas frases e um título provisório.
2. Gere um roteiro com a duração e o tom desejados, ou comece a partir de um modelo rápido, como Tutorial, Análise, Vlog ou Explicativo.
3. Reescreva o gancho e corte a introdução.
4. Leia o roteiro em voz alta, reescreva o que não soa como você e acrescente uma história pessoal ou uma opinião.
5. Confira cada afirmação e cada número.
6. Acrescente notas de B-roll e de elementos na tela.
7. Grave, ou gere uma locução para formatos narrados.
8. Cole o roteiro final na ferramenta de SEO para obter ideias de título, uma descrição e tags.

Na primeira vez, isso leva uma hora; no quarto vídeo, leva metade disso.

## Erros comuns a evitar

- **Publicar o primeiro rascunho.** Ele será competente e esquecível. Suas edições são o produto.
- **Encher o roteiro de palavras-chave.** Escreva para o espectador; coloque os termos de busca no título, na descrição e nas tags.
- **Ignorar as métricas.** Depois de cada envio, encontre a maior queda no gráfico de retenção e leia o roteiro naquele momento. É o melhor professor de escrita que você vai ter.

## Comece a escrever

A IA não substitui o criador; ela substitui a página em branco. Dê a ela um briefing específico, escolha a duração e o tom de forma deliberada, reescreva o gancho, faça o meio do vídeo merecer o seu lugar e coloque a sua própria voz por cima. Faça isso toda semana e você vai publicar com mais frequência sem publicar pior. Experimente no seu próximo vídeo com o teste grátis e veja quanto mais rápido fica um primeiro rascunho.`;
