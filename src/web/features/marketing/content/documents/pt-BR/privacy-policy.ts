import type { DocumentValues } from '../values';

export default (
  v: DocumentValues,
) => `Esta política explica quais informações o Genesis Studio guarda sobre você, por que faz isso e que controle você tem sobre elas. O Genesis Studio é um software que pode ser hospedado por conta própria: nesta política, "nós" significa o operador do serviço Genesis Studio que você está usando. Se você roda sua própria instância, o operador é você, e seus dados ficam nos servidores que você controla.

## Em resumo

- **Seu conteúdo é seu.** Os roteiros, as imagens, as locuções, as amostras de voz e as conversas que você cria pertencem a você. Não os vendemos nem os usamos para treinar modelos de IA.
- **Guardamos só o que o serviço precisa** para lhe dar uma conta, armazenar seu trabalho, aplicar os limites do plano e receber pagamentos.
- **Nenhum rastreador de terceiros.** Nós mesmos contamos as visualizações de página, com um identificador anônimo de visitante, e não usamos cookies de publicidade.
- **Os dados do seu cartão nunca chegam até nós.** Os pagamentos são processados pelo nosso processador de pagamentos.
- **Você pode excluir sua conta** e tudo o que há nela a qualquer momento.

## Informações que armazenamos

### Sua conta

Seu nome, seu endereço de e-mail e um hash unidirecional da sua senha (nunca a senha em si), o status e o plano da sua assinatura, as datas de início e de fim do seu teste grátis e as sessões em que você está conectado, para que você possa vê-las e revogá-las.

### Conteúdo que você cria

Os temas e roteiros que você gera, as análises de SEO, as descrições de imagens e as imagens geradas com suas configurações, suas preferências de estilo e descrições recentes, o áudio das locuções e suas conversas no chat com os campos de nicho, público e orçamento. Armazenamos esse conteúdo para que você possa encontrá-lo de novo, por exemplo na sua galeria ou no histórico do chat.

### Amostras de voz e perfis de voz

Quando você cria um perfil de voz, armazenamos a amostra de áudio que você gravou ou enviou, o nome e a descrição do perfil e as configurações de voz obtidas a partir da amostra. Amostras de voz são dados pessoais: elas só são usadas para gerar fala na sua conta e são excluídas quando você exclui o perfil ou a sua conta.

### Registros de uso

Para cada geração, registramos o tipo (roteiro, imagem, locução, análise de SEO ou chat), o horário e o mecanismo que a atendeu. Usamos esses registros para aplicar os limites do plano, evitar abusos e manter o serviço confiável.

### Pagamentos e assinaturas

Armazenamos seu plano, o período de cobrança, o status da assinatura e os identificadores que nosso processador de pagamentos nos fornece para o seu cadastro de cliente e a sua assinatura. Números de cartão e códigos de segurança são digitados diretamente no processador de pagamentos e nunca são enviados aos nossos servidores nem armazenados neles.

### Programa de afiliados

Se você participar do programa de afiliados, armazenamos seu e-mail para repasses, seu código de afiliado, os cliques no seu link de indicação (horário, a página visitada e um hash com chave do endereço de rede do visitante, para que cada endereço conte uma vez por dia) e as indicações e comissões creditadas a você. Para recusar comissões sobre as próprias contas de um afiliado, comparamos hashes com chave dos endereços de rede e dos identificadores de navegador a partir dos quais as contas se cadastram, entram e iniciam pagamentos.

### Newsletter

Se você assinar a newsletter, armazenamos seu endereço de e-mail e a data da inscrição. Usamos esse endereço apenas para enviar novos artigos.

### Visualizações de página

Quando uma página é exibida, seu navegador informa o caminho, a página de origem e o horário, junto com um identificador anônimo de visitante: um valor aleatório guardado no seu navegador que não está vinculado ao seu nome, e-mail ou conta. Usamos as visualizações de página apenas para entender quais páginas são úteis. Nenhum serviço de análise de terceiros as recebe.

### Logs técnicos

Nossos servidores registram as requisições, incluindo endereços IP, para fins de segurança, limitação de taxa e solução de problemas. Os logs são mantidos por um curto período e não são usados para criar perfis.

## Informações no seu navegador

O Genesis Studio guarda alguns valores no armazenamento local do seu navegador: seus tokens de acesso, uma cópia do seu perfil de usuário, o registro do seu teste grátis ou da sua assinatura e o identificador anônimo de visitante. Se você chegou por um link de indicação, um cookie próprio lembra essa visita por 30 dias para que o cadastro seja creditado ao afiliado; ele é removido quando você se cadastra. Não usamos cookies de publicidade nem de rastreamento entre sites. Limpar o armazenamento do navegador encerra sua sessão e redefine esses valores.

## Como usamos provedores de IA

Dependendo de como esta instância está configurada, os recursos de IA rodam em mecanismos offline integrados, nos nossos próprios servidores, ou por meio de provedores de IA externos, por exemplo para texto, imagens, fala ou clonagem de voz. Quando um provedor é usado, apenas a entrada de que a solicitação precisa (sua descrição, o texto do roteiro ou a amostra de voz) é enviada a ele para produzir o resultado, nos termos desse provedor para clientes empresariais. Os resultados produzidos offline são identificados como tal no estúdio.

## O que nunca fazemos

- Vender ou alugar seus dados pessoais ou o seu conteúdo.
- Usar seu conteúdo ou suas amostras de voz para treinar modelos de IA.
- Exibir publicidade ou compartilhar dados com redes de publicidade.
- Ler seu conteúdo, exceto quando você nos pede suporte ou quando a lei exige.

## Por quanto tempo guardamos as informações

Guardamos sua conta e seu conteúdo enquanto a sua conta existir. Os registros de uso são mantidos pelo tempo necessário para aplicar os limites do plano e resolver questões de cobrança. Os registros de pagamento são mantidos pelo tempo exigido pela legislação fiscal e contábil. Os logs do servidor são mantidos por um curto período. As visualizações de página, com seu identificador anônimo de visitante, são mantidas de forma agregada.

## Como excluir sua conta

Você pode excluir sua conta a qualquer momento: escreva para ${v.contact} a partir do endereço de e-mail com que você se cadastrou e peça a exclusão da conta. Excluímos sua conta, seu conteúdo, suas imagens, suas amostras e perfis de voz, suas conversas e suas sessões em até 30 dias, e cancelamos qualquer assinatura ativa para que você não seja cobrado novamente. Guardamos apenas o que a lei nos obriga a guardar, como notas fiscais. Se você opera sua própria instância, pode excluir os registros de um usuário diretamente no seu banco de dados.

## Seus direitos

Dependendo de onde você mora, você pode ter o direito de acessar os dados pessoais que mantemos sobre você, corrigi-los, receber uma cópia em formato portável, pedir a exclusão deles, limitar ou se opor a determinados tratamentos e apresentar uma reclamação à autoridade de proteção de dados. Para exercer qualquer um desses direitos, escreva para ${v.contact}. Respondemos em até 30 dias.

## Segurança

As senhas passam por hash com Argon2id, as sessões são armazenadas como hashes e podem ser revogadas, as conexões são criptografadas em produção e cada registro é verificado no servidor para que só o seu dono possa lê-lo. Nenhum sistema é perfeitamente seguro, então use uma senha forte e exclusiva e escreva para ${v.contact} se notar qualquer coisa suspeita.

## Crianças

O Genesis Studio não se destina a menores de 13 anos, ou de 16 anos onde a lei local fixa uma idade maior. Não coletamos intencionalmente dados pessoais de crianças. Se você acredita que uma criança nos forneceu dados pessoais, entre em contato conosco e nós os excluiremos.

## Alterações nesta política

Se alterarmos esta política, atualizamos a data no topo desta página. Se uma alteração afetar de forma relevante a maneira como usamos seus dados pessoais, avisamos os titulares de contas por e-mail antes que ela entre em vigor.

## Contato

Dúvidas sobre privacidade ou sobre esta política: escreva para ${v.contact}. Veja também nossos [Termos de serviço](/terms).`;
