import type { DocumentValues } from '../values';

export default (
  v: DocumentValues,
) => `Esta política explica qué información guarda Genesis Studio sobre ti, por qué lo hace y qué control tienes sobre ella. Genesis Studio es software que puedes alojar tú mismo: en esta política, "nosotros" se refiere al operador del servicio de Genesis Studio que estás usando. Si ejecutas tu propia instancia, el operador eres tú, y tus datos permanecen en los servidores que controlas.

## En resumen

- **Tu contenido es tuyo.** Los guiones, las imágenes, las voces en off, las muestras de voz y las conversaciones que creas te pertenecen. No los vendemos ni los usamos para entrenar modelos de IA.
- **Solo guardamos lo que el servicio necesita** para darte una cuenta, almacenar tu trabajo, aplicar los límites de tu plan y cobrar los pagos.
- **Sin rastreadores de terceros.** Contamos las visitas a las páginas nosotros mismos, con un identificador de visitante anónimo, y no usamos cookies publicitarias.
- **Los datos de tu tarjeta nunca nos llegan.** Los pagos los gestiona nuestro procesador de pagos.
- **Puedes eliminar tu cuenta** y todo lo que contiene en cualquier momento.

## Información que almacenamos

### Tu cuenta

Tu nombre, tu dirección de correo electrónico y un hash unidireccional de tu contraseña (nunca la contraseña en sí), el estado y el plan de tu suscripción, las fechas de inicio y fin de tu prueba, y las sesiones que tienes iniciadas, para que puedas verlas y revocarlas.

### Contenido que creas

Los temas y guiones que generas, los análisis SEO, las descripciones de imágenes y las imágenes generadas con sus ajustes, tus preferencias de estilo y descripciones recientes, el audio de las voces en off y tus conversaciones del chat con sus campos de nicho, público y presupuesto. Almacenamos este contenido para que puedas volver a encontrarlo, por ejemplo en tu galería o en tu historial de chat.

### Muestras de voz y perfiles de voz

Cuando creas un perfil de voz, almacenamos la muestra de audio que grabaste o subiste, el nombre y la descripción del perfil, y los ajustes de voz obtenidos de la muestra. Las muestras de voz son datos personales: solo se usan para generar voz en tu cuenta y se eliminan cuando eliminas el perfil o tu cuenta.

### Registros de uso

Por cada generación registramos su tipo (guion, imagen, voz en off, análisis SEO o chat), la hora y el motor que la atendió. Usamos estos registros para aplicar los límites de los planes, prevenir abusos y mantener la fiabilidad del servicio.

### Pagos y suscripciones

Almacenamos tu plan, tu periodo de facturación, el estado de tu suscripción y los identificadores que nos da nuestro procesador de pagos para tu registro de cliente y tu suscripción. Los números de tarjeta y los códigos de seguridad se introducen directamente en el procesador de pagos y nunca se envían ni se almacenan en nuestros servidores.

### Programa de afiliados

Si te unes al programa de afiliados, almacenamos tu correo electrónico para los pagos, tu código de afiliado, los clics en tu enlace de referido (la hora, la página visitada y un hash con clave de la dirección de red del visitante, para que cada dirección cuente una sola vez al día) y los referidos y comisiones que se te acreditan. Para rechazar comisiones sobre las propias cuentas de un afiliado, comparamos hashes con clave de las direcciones de red y de los identificadores de navegador desde los que las cuentas se registran, inician sesión y comienzan pagos.

### Boletín

Si te suscribes al boletín, almacenamos tu dirección de correo electrónico y la fecha en que te suscribiste. Solo la usamos para enviarte artículos nuevos.

### Visitas a las páginas

Cuando se muestra una página, tu navegador comunica la ruta, la página de procedencia y la hora, junto con un identificador de visitante anónimo: un valor aleatorio guardado en tu navegador que no está vinculado a tu nombre, tu correo electrónico ni tu cuenta. Solo usamos las visitas para entender qué páginas resultan útiles. Ningún servicio de analítica de terceros las recibe.

### Registros técnicos

Nuestros servidores registran las solicitudes, incluidas las direcciones IP, por motivos de seguridad, limitación de frecuencia y resolución de problemas. Los registros se conservan durante un periodo breve y no se usan para elaborar perfiles.

## Información en tu navegador

Genesis Studio guarda algunos valores en el almacenamiento local de tu navegador: tus tokens de inicio de sesión, una copia de tu perfil de usuario, el registro de tu prueba o suscripción y el identificador de visitante anónimo. Si llegaste a través de un enlace de referido, una cookie propia recuerda esa visita durante 30 días para que, al registrarte, se le acredite al afiliado; se elimina cuando te registras. No usamos cookies publicitarias ni de seguimiento entre sitios. Si borras el almacenamiento de tu navegador, se cierra tu sesión y estos valores se restablecen.

## Cómo usamos los proveedores de IA

Según cómo esté configurada esta instancia, las funciones de IA se ejecutan en motores integrados sin conexión en nuestros propios servidores o a través de proveedores de IA externos, por ejemplo para texto, imágenes, voz o clonación de voz. Cuando se usa un proveedor, solo se le envía lo que esa solicitud necesita (tu descripción, el texto de tu guion o tu muestra de voz) para producir el resultado, conforme a las condiciones de ese proveedor para clientes empresariales. Los resultados producidos sin conexión se indican como tales en el estudio.

## Lo que nunca hacemos

- Vender o alquilar tus datos personales o tu contenido.
- Usar tu contenido o tus muestras de voz para entrenar modelos de IA.
- Mostrar publicidad o compartir datos con redes publicitarias.
- Leer tu contenido, salvo cuando nos pides ayuda o cuando la ley lo exige.

## Cuánto tiempo conservamos la información

Conservamos tu cuenta y tu contenido mientras tu cuenta exista. Los registros de uso se conservan mientras sean necesarios para aplicar los límites de los planes y resolver dudas de facturación. Los registros de pago se conservan durante el tiempo que exija la normativa fiscal y contable. Los registros del servidor se conservan durante un periodo breve. Las visitas a las páginas, con su identificador de visitante anónimo, se conservan de forma agregada.

## Eliminar tu cuenta

Puedes eliminar tu cuenta en cualquier momento: escribe a ${v.contact} desde la dirección de correo electrónico con la que te registraste y pide que se elimine tu cuenta. En un plazo de 30 días eliminamos tu cuenta, tu contenido, tus imágenes, tus muestras y perfiles de voz, tus conversaciones y tus sesiones, y cancelamos cualquier suscripción activa para que no se te vuelva a cobrar. Solo conservamos lo que la ley nos obliga a conservar, como las facturas. Si operas tu propia instancia, puedes eliminar los registros de un usuario directamente en tu base de datos.

## Tus derechos

Según dónde vivas, puedes tener derecho a acceder a los datos personales que tenemos sobre ti, a corregirlos, a recibir una copia en un formato portátil, a que se eliminen, a limitar u oponerte a ciertos tratamientos y a presentar una reclamación ante tu autoridad de protección de datos. Para ejercer cualquiera de estos derechos, escribe a ${v.contact}. Respondemos en un plazo de 30 días.

## Seguridad

Las contraseñas se guardan como hash con Argon2id, las sesiones se almacenan como hashes y se pueden revocar, las conexiones se cifran en producción y cada registro se comprueba en el servidor para que solo su propietario pueda leerlo. Ningún sistema es perfectamente seguro, así que usa una contraseña segura y única, y escribe a ${v.contact} si notas algo sospechoso.

## Menores

Genesis Studio no está dirigido a menores de 13 años, o de 16 donde la ley local fije una edad mayor. No recopilamos a sabiendas datos personales de menores. Si crees que un menor nos ha dado datos personales, contáctanos y los eliminaremos.

## Cambios en esta política

Si cambiamos esta política, actualizamos la fecha que aparece al principio de esta página. Si un cambio afecta de forma importante a cómo usamos tus datos personales, se lo comunicamos por correo electrónico a los titulares de cuentas antes de que entre en vigor.

## Contacto

Preguntas sobre privacidad o sobre esta política: escribe a ${v.contact}. Consulta también nuestros [Términos del servicio](/terms).`;
