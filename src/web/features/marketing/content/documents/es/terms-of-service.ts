import type { DocumentValues } from '../values';

export default (
  v: DocumentValues,
) => `Estos términos se aplican cuando usas Genesis Studio, un estudio de contenido con IA para creadores de video, profesionales del marketing y empresas. "Nosotros" se refiere al operador del servicio de Genesis Studio que estás usando; "tú" se refiere a la persona u organización que lo usa. Al crear una cuenta o usar el servicio, aceptas estos términos y nuestra [Política de privacidad](/privacy).

## El servicio y el software

Genesis Studio ofrece herramientas de IA para escribir guiones con voz en off, análisis SEO, generación de imágenes, un asistente de chat en tiempo real, perfiles de voz y una galería personal de imágenes. El software de Genesis Studio es de código abierto bajo la GNU Affero General Public License, versión 3 o posterior. Si ejecutas tu propia instancia, la licencia rige tu uso del software, y tú eres responsable de tu instancia, de tus usuarios y de los proveedores de IA que conectes. Estos términos rigen el servicio que operamos nosotros.

## Tu cuenta

- Debes dar información exacta al registrarte y mantener tu contraseña en secreto.
- Una cuenta es para una sola persona. Eres responsable de todo lo que ocurra en tu cuenta.
- Debes tener al menos 13 años, o más si la ley local lo exige, y poder aceptar estos términos.
- Escribe a ${v.contact} de inmediato si crees que otra persona tiene acceso a tu cuenta.

## Prueba gratuita

Las cuentas nuevas empiezan con una prueba gratuita de ${v.trialHours} horas con guiones, imágenes y chat ilimitados. No se necesita tarjeta de crédito. Cuando termina la prueba, el estudio se bloquea hasta que elijas un plan; no se cobra nada automáticamente.

## Planes y pagos

- **Planes.** ${v.weekly.name} cuesta ${v.weekly.price} e incluye ${v.weekly.scripts} guiones y ${v.weekly.images} imágenes por semana. ${v.basic.name} cuesta ${v.basic.price} e incluye ${v.basic.scripts} guiones y ${v.basic.images} imágenes por mes. ${v.premium.name} cuesta ${v.premium.price} con guiones e imágenes ilimitados. Los precios están en dólares estadounidenses y pueden no incluir impuestos.
- **Facturación.** Las suscripciones se pagan por adelantado cada semana o cada mes a través de nuestro procesador de pagos y se renuevan automáticamente hasta que las canceles.
- **Límites.** Los límites de los planes se cuentan por periodo de facturación y se restablecen al comienzo del siguiente. Cuando alcanzas un límite, el estudio te indica cuándo se restablece; puedes cambiar a un plan superior en cualquier momento.
- **Cancelación.** Puedes cancelar en cualquier momento. La cancelación se hace efectiva al final del periodo que ya pagaste, y conservas el acceso hasta entonces.
- **Reembolsos.** Los pagos no son reembolsables por periodos usados parcialmente, salvo cuando la ley exija un reembolso.
- **Cambios de precio.** Te avisamos de los cambios de precio al menos 14 días antes de que se apliquen a tu próxima renovación.

## Donaciones

Puedes apoyar a Genesis Studio con una donación voluntaria única de ${v.donation}. Las donaciones las procesa nuestro procesador de pagos, no desbloquean ninguna función y no son reembolsables, salvo cuando la ley lo exija.

## Tu contenido

Eres dueño del contenido que creas con Genesis Studio, incluidos los guiones, las imágenes, las voces en off y las conversaciones, en la medida en que la ley lo permita. Solo nos das el permiso que necesitamos para operar el servicio para ti: almacenar tu contenido, procesarlo con los motores de IA que uses y volver a mostrártelo. Este permiso termina cuando eliminas el contenido o tu cuenta.

Eres responsable de lo que introduces en el servicio y de cómo usas lo que obtienes de él. No subas material que no tengas derecho a usar.

## Clonación de voz

Crea perfiles de voz solo a partir de tu propia voz o de la voz de alguien que te haya dado un permiso claro. Nunca uses una voz clonada para hacerte pasar por una persona real, para engañar a otras personas ni para eludir controles de seguridad como la autenticación por voz.

## Uso aceptable

No debes usar Genesis Studio para:

- infringir la ley o los derechos de propiedad intelectual, privacidad o imagen de cualquier persona;
- crear contenido que sexualice a menores, promueva el terrorismo o el extremismo violento, o que acose, amenace o difame a personas;
- crear contenido engañoso, como noticias falsas, reseñas fraudulentas o imágenes realistas de personas reales presentadas como auténticas, ni spam o phishing;
- generar malware o instrucciones para causar daños graves;
- eludir los límites de los planes, los límites de frecuencia o las medidas de seguridad, compartir cuentas o revender el acceso sin nuestro acuerdo por escrito;
- sobrecargar, extraer datos de forma automatizada (scraping) o aplicar ingeniería inversa al servicio alojado, ni atacar los datos de otros usuarios.

Podemos eliminar contenido o suspender cuentas que incumplan estas normas, y denunciamos el contenido ilegal cuando la ley lo exige.

## Resultados de la IA

El contenido generado por IA puede ser inexacto, incompleto, estar desactualizado o parecerse al contenido producido para otras personas. No constituye asesoramiento profesional, jurídico, médico ni financiero. Revisa, edita y verifica todo antes de publicarlo, y asegúrate de que tu contenido final cumpla las normas de las plataformas donde lo publiques. Cuando el servicio funciona con sus motores integrados sin conexión, los resultados se indican como generados sin conexión y son un borrador más sencillo del que produciría un proveedor de IA conectado.

## Programa de afiliados

Los afiliados ganan una comisión del ${v.commission} sobre los pagos que hacen los clientes que refieren. Un referido cuenta cuando alguien se registra dentro de los 30 días posteriores a seguir tu enlace de referido. Las comisiones empiezan como pendientes y se aprueban 30 días después del pago, salvo que este se reembolse. Las comisiones aprobadas se pagan mensualmente a través de un servicio de pagos o por depósito directo una vez que se alcanza el importe mínimo de pago. No se permiten los autorreferidos, la promoción engañosa, el spam ni los anuncios de búsqueda de pago con nuestra marca, y las comisiones obtenidas de esa forma se cancelan.

## Disponibilidad y cambios

Trabajamos para que Genesis Studio esté disponible y sea seguro, pero no garantizamos que funcione sin interrupciones ni errores. Podemos cambiar, añadir o eliminar funciones. Si eliminamos una función por la que pagas, te avisamos con antelación y puedes cancelar.

## Dejar de usar el servicio

Puedes dejar de usar Genesis Studio y eliminar tu cuenta en cualquier momento, como se describe en la [Política de privacidad](/privacy). Podemos suspender o cerrar una cuenta que incumpla estos términos de forma grave o reiterada; cuando es posible, te avisamos primero y te damos la oportunidad de exportar tu contenido.

## Exenciones y responsabilidad

El servicio se ofrece "tal cual" y "según disponibilidad". En la medida en que la ley lo permita, excluimos todas las garantías implícitas, y nuestra responsabilidad total por cualquier reclamación relacionada con el servicio se limita al importe que nos pagaste en los 12 meses anteriores a la reclamación. No somos responsables de pérdidas indirectas o consecuentes, como el lucro cesante o la pérdida de datos. Nada en estos términos limita la responsabilidad que no pueda limitarse por ley.

## Cambios en estos términos

Podemos actualizar estos términos. Mostramos la fecha del último cambio al principio de esta página y avisamos por correo electrónico a los titulares de cuentas de los cambios importantes al menos 14 días antes de que entren en vigor. Si sigues usando el servicio después de esa fecha, se aplican los nuevos términos.

## Contacto

Preguntas sobre estos términos: escribe a ${v.contact}.`;
