import type { DocumentValues } from '../values';

export default (
  v: DocumentValues,
) => `Estes termos se aplicam quando você usa o Genesis Studio, um estúdio de conteúdo com IA para criadores de vídeo, profissionais de marketing e empresas. "Nós" significa o operador do serviço Genesis Studio que você está usando; "você" significa a pessoa ou organização que o utiliza. Ao criar uma conta ou usar o serviço, você concorda com estes termos e com a nossa [Política de privacidade](/privacy).

## O serviço e o software

O Genesis Studio oferece ferramentas de IA para escrita de roteiros com locução, análise de SEO, geração de imagens, um assistente de chat em tempo real, perfis de voz e uma galeria pessoal de imagens. O software Genesis Studio é de código aberto, sob a GNU Affero General Public License, versão 3 ou posterior. Se você roda sua própria instância, a licença rege o seu uso do software, e você é responsável pela sua instância, pelos seus usuários e pelos provedores de IA que conectar. Estes termos regem o serviço operado por nós.

## Sua conta

- Você deve fornecer informações corretas ao se cadastrar e manter sua senha em segredo.
- Cada conta é de uma única pessoa. Você é responsável por tudo o que acontece na sua conta.
- Você deve ter pelo menos 13 anos, ou mais onde a lei local exigir, e ser capaz de concordar com estes termos.
- Escreva imediatamente para ${v.contact} se acreditar que outra pessoa tem acesso à sua conta.

## Teste grátis

Contas novas começam com um teste grátis de ${v.trialHours} horas, com roteiros, imagens e chat ilimitados. Não é preciso cartão de crédito. Quando o teste termina, o estúdio fica bloqueado até você escolher um plano; nada é cobrado automaticamente.

## Planos e pagamentos

- **Planos.** O plano ${v.weekly.name} custa ${v.weekly.price} e inclui ${v.weekly.scripts} roteiros e ${v.weekly.images} imagens por semana. O plano ${v.basic.name} custa ${v.basic.price} e inclui ${v.basic.scripts} roteiros e ${v.basic.images} imagens por mês. O plano ${v.premium.name} custa ${v.premium.price}, com roteiros e imagens ilimitados. Os preços estão em dólares americanos e podem não incluir impostos.
- **Cobrança.** As assinaturas são pagas antecipadamente, a cada semana ou a cada mês, por meio do nosso processador de pagamentos e se renovam automaticamente até você cancelar.
- **Limites.** Os limites do plano são contados por período de cobrança e zeram no início do período seguinte. Quando você atinge um limite, o estúdio informa quando ele será zerado; você pode fazer upgrade a qualquer momento.
- **Cancelamento.** Você pode cancelar a qualquer momento. O cancelamento vale a partir do fim do período que você já pagou, e você mantém o acesso até lá.
- **Reembolsos.** Pagamentos de períodos parcialmente usados não são reembolsáveis, exceto quando a lei exigir o reembolso.
- **Mudanças de preço.** Avisamos você sobre mudanças de preço com pelo menos 14 dias de antecedência em relação à renovação em que passam a valer.

## Doações

Você pode apoiar o Genesis Studio com uma doação voluntária e única de ${v.donation}. As doações são processadas pelo nosso processador de pagamentos, não liberam nenhum recurso e não são reembolsáveis, exceto quando a lei exigir.

## Seu conteúdo

Você é dono do conteúdo que cria com o Genesis Studio, incluindo roteiros, imagens, locuções e conversas, na medida em que a lei permite. Você nos concede apenas a permissão de que precisamos para operar o serviço para você: armazenar seu conteúdo, processá-lo com os mecanismos de IA que você usa e exibi-lo de volta para você. Essa permissão termina quando você exclui o conteúdo ou a sua conta.

Você é responsável pelo que coloca no serviço e pela forma como usa o que sai dele. Não envie material que você não tenha o direito de usar.

## Clonagem de voz

Só crie perfis de voz a partir da sua própria voz ou da voz de alguém que tenha lhe dado permissão clara. Nunca use uma voz clonada para se passar por uma pessoa real, para enganar pessoas ou para burlar verificações de segurança, como a autenticação por voz.

## Uso aceitável

Você não pode usar o Genesis Studio para:

- violar a lei ou infringir direitos de propriedade intelectual, de privacidade ou de imagem de qualquer pessoa;
- criar conteúdo que sexualize menores, promova terrorismo ou extremismo violento, ou que assedie, ameace ou difame pessoas;
- criar conteúdo enganoso, como notícias falsas, avaliações fraudulentas ou imagens realistas de pessoas reais apresentadas como autênticas, ou spam e phishing;
- gerar malware ou instruções para causar danos graves;
- burlar limites do plano, limites de taxa ou medidas de segurança, compartilhar contas ou revender o acesso sem a nossa autorização por escrito;
- sobrecarregar, fazer scraping ou engenharia reversa do serviço hospedado, ou atacar os dados de outros usuários.

Podemos remover conteúdo ou suspender contas que violem estas regras, e denunciamos conteúdo ilegal quando a lei exige.

## Resultados da IA

O conteúdo gerado por IA pode ser impreciso, incompleto, desatualizado ou parecido com conteúdo produzido para outras pessoas. Ele não constitui aconselhamento profissional, jurídico, médico ou financeiro. Revise, edite e confira os fatos de tudo antes de publicar, e garanta que seu conteúdo final siga as regras das plataformas onde você publica. Quando o serviço roda nos mecanismos offline integrados, o resultado é identificado como offline e é um rascunho mais simples do que um provedor de IA conectado produziria.

## Programa de afiliados

Os afiliados ganham ${v.commission} de comissão sobre os pagamentos feitos pelos clientes que indicam. Uma indicação conta quando alguém se cadastra em até 30 dias depois de seguir o seu link de indicação. As comissões começam como pendentes e são aprovadas 30 dias após o pagamento, a menos que ele seja reembolsado. As comissões aprovadas são pagas mensalmente por meio de um serviço de pagamento ou por depósito direto, assim que o valor mínimo de repasse é atingido. Autoindicações, divulgação enganosa, spam e anúncios pagos em buscadores com o nome da nossa marca não são permitidos, e as comissões obtidas dessa forma são canceladas.

## Disponibilidade e mudanças

Trabalhamos para manter o Genesis Studio disponível e seguro, mas não garantimos que ele funcione sem interrupções ou sem erros. Podemos alterar, adicionar ou remover recursos. Se removermos um recurso pelo qual você paga, avisaremos com antecedência, e você poderá cancelar.

## Encerramento do uso

Você pode parar de usar o Genesis Studio e excluir sua conta a qualquer momento, conforme descrito na [Política de privacidade](/privacy). Podemos suspender ou encerrar uma conta que viole estes termos de forma grave ou repetida; sempre que possível, avisamos você antes e lhe damos a chance de exportar seu conteúdo.

## Isenções e responsabilidade

O serviço é fornecido "no estado em que se encontra" e "conforme disponível". Na medida em que a lei permite, excluímos todas as garantias implícitas, e nossa responsabilidade total por qualquer reclamação relacionada ao serviço se limita ao valor que você nos pagou nos 12 meses anteriores à reclamação. Não somos responsáveis por perdas indiretas ou consequentes, como lucros cessantes ou perda de dados. Nada nestes termos limita a responsabilidade que não pode ser limitada por lei.

## Alterações nestes termos

Podemos atualizar estes termos. Mostramos a data da última alteração no topo desta página e avisamos os titulares de contas por e-mail sobre alterações relevantes com pelo menos 14 dias de antecedência em relação à data em que entram em vigor. Se você continuar a usar o serviço depois disso, os novos termos passam a valer.

## Contato

Dúvidas sobre estes termos: escreva para ${v.contact}.`;
