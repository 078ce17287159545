export default () => `La IA ha hecho que producir contenido sea fácil; no ha hecho que sea fácil que ese contenido se encuentre. Los buscadores y las plataformas de video reciben ahora una avalancha de artículos, descripciones y videos redactados por el mismo puñado de modelos, y la mayoría suena igual. Los creadores que ganan no son los que publican más texto generado por IA, sino los que usan la IA para publicar contenido mejor y más útil en menos tiempo. Esta guía explica cómo tratan los buscadores el contenido creado con ayuda de IA, cómo investigarlo y estructurarlo, e incluye una lista de comprobación práctica para optimizar tanto páginas web como videos de YouTube.

## ¿Penaliza Google el contenido generado por IA?

No, no por estar generado por IA. Las directrices públicas de Google dejan claro que premia el contenido útil, fiable y pensado para las personas, sin importar cómo se haya producido, y que usar la automatización principalmente para manipular el posicionamiento va en contra de sus políticas sobre spam. Dicho de otro modo, la pregunta no es "¿quién escribió esto?", sino "¿es útil, exacto y original?".

Eso funciona en ambos sentidos. La IA puede ayudarte a producir contenido realmente útil de forma más eficiente. También puede ayudarte a producir miles de páginas pobres y repetitivas, que es justo lo que los buscadores están diseñados para ignorar. YouTube funciona igual: sus sistemas recomiendan los videos que los espectadores eligen ver y con los que quedan satisfechos, tanto si el guion se escribió a mano como si se redactó con un modelo.

La regla práctica: usa la IA para acelerar la investigación, la estructura y la redacción, y dedica el tiempo que ahorras a lo que los modelos no hacen bien, es decir, la experiencia de primera mano, los datos originales, el criterio experto y un punto de vista claro.

## Entiende el E-E-A-T

Las directrices para evaluadores de calidad de Google describen cómo es el buen contenido con cuatro conceptos: experiencia, pericia, autoridad y confianza (en inglés, Experience, Expertise, Authoritativeness y Trust). No son un interruptor de posicionamiento, pero sí una lista de comprobación útil para el trabajo hecho con ayuda de IA.

- **Experiencia:** demuestra que de verdad usaste el producto, visitaste el lugar o resolviste el problema. Las fotos, las capturas de pantalla, los resultados y los detalles específicos indican experiencia real. La IA no puede aportarlos por ti.
- **Pericia:** demuestra que conoces el tema. Explica el porqué, no solo el qué, y acierta en los detalles.
- **Autoridad:** construye un conjunto de trabajos sobre un tema para que otros te citen y te enlacen. Un canal o un sitio que cubre un área a fondo gana más autoridad que uno que lo cubre todo por encima.
- **Confianza:** sé exacto, cita tus fuentes, muestra quién está detrás del contenido y cómo contactar con esa persona, y corrige los errores abiertamente. La confianza es la más importante de las cuatro.

Cada pieza de contenido creada con ayuda de IA debería añadir al menos uno de estos elementos que le faltaba al resultado bruto del modelo.

## Empieza por la intención de búsqueda

La intención de búsqueda es lo que realmente quiere la persona que escribe una consulta. Ajustarse a ella es la base del SEO, y es el paso en el que la IA falla con más frecuencia, porque un modelo escribirá encantado un ensayo cuando quien busca quería una respuesta rápida o una tabla comparativa.

Hay cuatro grandes tipos de intención:

- **Informativa:** la persona quiere aprender algo. "Cómo escribir un guion para YouTube". Atiéndela con guías, tutoriales y contenido explicativo.
- **Navegacional:** quiere un sitio o una página concretos. "Genesis Studio iniciar sesión". Asegúrate de que las páginas de tu propia marca sean fáciles de encontrar.
- **Investigación comercial:** está comparando opciones antes de comprar. "Mejor generador de guiones con IA". Atiéndela con comparativas, reseñas y pros y contras honestos.
- **Transaccional:** está lista para actuar. "Generador de guiones con IA prueba gratis". Atiéndela con páginas de producto y de precios claras.

Antes de generar nada, busca tu consulta objetivo y estudia la primera página de resultados. ¿Qué formato domina: listas, guías prácticas, videos, páginas de producto? ¿Qué extensión y qué profundidad tienen? ¿Qué preguntas aparecen en el recuadro "Otras preguntas de los usuarios"? Tu contenido tiene que ajustarse al formato dominante y luego superarlo en utilidad.

## Investigación de palabras clave con la IA como asistente

La IA es una buena compañera de lluvia de ideas para investigar palabras clave, pero no conoce los volúmenes de búsqueda reales. Úsala para las ideas y la estructura, y valida con datos reales.

1. **Explora el universo del tema.** Pídele a un modelo las preguntas que hacen sobre tu tema los principiantes, los usuarios intermedios y los expertos. Obtendrás decenas de enfoques en segundos.
2. **Valida la demanda.** Contrasta las ideas con datos reales: las sugerencias de autocompletado de la búsqueda de Google y de YouTube, el recuadro "Otras preguntas de los usuarios", las búsquedas relacionadas, Google Search Console para tu propio sitio y el informe de términos de búsqueda de YouTube Analytics.
3. **Agrupa por intención.** Reúne en una sola pieza de contenido las palabras clave que comparten intención. "Cuánto debe durar un video de YouTube" y "duración ideal de un video de YouTube" van en un mismo artículo, no en dos.
4. **Prioriza.** Da preferencia a las consultas específicas de cola larga en las que tienes experiencia real. "Cómo escribir el guion de una reseña de producto para un canal de tecnología" es más fácil de posicionar, y convierte mejor, que "guiones de YouTube".

## Estructura el contenido para lectores y rastreadores

Una buena estructura ayuda a las personas a leer en diagonal y ayuda a los buscadores a entender de qué trata cada parte de la página.

- **Un único H1 claro** que se ajuste a la intención principal, seguido de secciones H2 para las preguntas principales y H3 para los detalles.
- **Primero la respuesta.** Pon la respuesta directa a la pregunta principal en el primer párrafo y luego amplía. Los lectores obtienen lo que venían a buscar, y los buscadores pueden usar el pasaje para los fragmentos destacados.
- **Párrafos cortos y listas.** De dos a cuatro frases por párrafo; usa listas numeradas para los pasos y viñetas para las opciones.
- **Encabezados descriptivos.** "¿Qué extensión debe tener un guion de YouTube?" es mejor que "Consideraciones sobre la extensión".
- **Una sección de preguntas frecuentes** con las preguntas relacionadas que encontraste durante la investigación, con respuestas concisas.

La IA es buena proponiendo un esquema. Pídele uno y luego reordénalo para que se ajuste a la intención que viste en los resultados de búsqueda, elimina las secciones que se repiten y añade las secciones que solo tú puedes escribir.

## Redacción: dónde ayuda la IA y dónde debes tomar el control

La IA es realmente útil para:

- convertir un esquema en un primer borrador rápidamente;
- reescribir párrafos densos en un lenguaje sencillo;
- sugerir ejemplos, analogías y transiciones;
- generar variantes de títulos, meta descripciones y publicaciones para redes sociales;
- resumir en puntos clave notas largas, transcripciones o investigaciones.

Tú debes tomar el control en:

- **los datos y las cifras**, que hay que comprobar siempre en una fuente primaria;
- **la experiencia de primera mano**, como los resultados de tus pruebas, tus capturas de pantalla y tus historias;
- **las opiniones y recomendaciones**, que es lo que los lectores buscan en una persona;
- **la originalidad**, aportando un marco, un conjunto de datos o un enfoque que no esté ya en la primera página de resultados;
- **la voz**, para que la pieza suene a tu marca y no a cualquier otro borrador de IA.

Una buena regla general es que al menos un tercio de la pieza final sea material que el modelo no podría haber producido: tus ejemplos, tus datos, tu criterio.

## Lista de comprobación de SEO on-page para artículos

Una vez escrito el contenido, repasa lo básico:

1. **Etiqueta de título:** menos de unos 60 caracteres, con la palabra clave principal cerca del principio y un motivo para hacer clic.
2. **Meta descripción:** entre 150 y 160 caracteres aproximadamente que resuman el valor de la página. No afecta directamente al posicionamiento, pero influye mucho en la tasa de clics.
3. **URL:** corta, en minúsculas, con guiones y descriptiva, como /blog/seo-optimization-ai-content.
4. **Encabezados:** un único H1, una estructura lógica de H2 y H3, y las palabras clave usadas con naturalidad.
5. **Enlaces internos:** enlaza a artículos relacionados y a páginas de producto con un texto de anclaje descriptivo, y enlaza al nuevo artículo desde los antiguos.
6. **Enlaces externos:** cita fuentes primarias para las afirmaciones y las estadísticas.
7. **Imágenes:** formatos modernos comprimidos, ancho y alto explícitos, y un texto alternativo que describa la imagen para quienes no pueden verla.
8. **Datos estructurados:** marcado Article, FAQPage, HowTo o VideoObject donde realmente corresponda.
9. **Velocidad y dispositivos móviles:** carga rápida, texto legible sin hacer zoom y sin desplazamientos del diseño.
10. **Actualidad:** una fecha de última actualización visible y un recordatorio en el calendario para revisar la pieza.

## SEO para YouTube: títulos, descripciones y etiquetas

YouTube es el segundo buscador más grande del mundo, y su posicionamiento depende mucho de cómo reaccionan los espectadores: la tasa de clics, el tiempo de visualización y la satisfacción. Los metadatos siguen importando, porque le dicen al sistema de qué trata el video y quién debería verlo.

### Títulos

Tu título es una promesa. Debe contener las palabras que la gente busca y darle un motivo para elegir tu video frente a los demás de la página. Mantén la parte importante dentro de los primeros 50 caracteres aproximadamente para que no se corte en los móviles. Lo específico gana a lo ingenioso: "Cómo escribo el guion de un video de 10 minutos en 30 minutos (flujo de trabajo con IA)" le dice al espectador exactamente lo que va a obtener.

### Descripciones

Las dos primeras líneas aparecen antes de "más" y en los resultados de búsqueda, así que explica ahí con palabras sencillas el valor del video, incluida tu palabra clave principal. Debajo, añade un breve resumen, capítulos con marcas de tiempo, enlaces a los recursos que mencionas y dos o tres videos o listas de reproducción relacionados. Los capítulos ayudan a los espectadores a navegar y pueden aparecer directamente en los resultados de búsqueda.

### Etiquetas y hashtags

Hoy en día las etiquetas tienen un papel menor; sobre todo ayudan con las faltas de ortografía habituales y los términos ambiguos. Usa unas pocas etiquetas precisas en lugar de decenas. Añade dos o tres hashtags relevantes a la descripción para que te descubran más fácilmente.

### Subtítulos y transcripciones

Sube subtítulos precisos. Hacen el video accesible, ayudan a quienes no son hablantes nativos y le dan a YouTube una transcripción exacta de lo que dices. Si escribiste un guion, ya tienes la mayor parte de la transcripción.

### Cómo te ayuda Genesis Studio

Pega tu guion, tu artículo o tu descripción en la herramienta Optimización SEO, elige tu público objetivo y cuánta competencia tiene el tema, y obtendrás una puntuación SEO, varias sugerencias de títulos, una descripción optimizada y etiquetas recomendadas, cada una con su botón para copiar. Una puntuación de 80 o más significa que lo básico está en buena forma; entre 60 y 79 hay mejoras claras por hacer; por debajo de 60, empieza por el título y las dos primeras líneas de la descripción. Usa las sugerencias como opciones para elegir y editar, no como texto definitivo.

## Optimiza para las respuestas de IA y las funciones de búsqueda

Cada vez más búsquedas terminan en un resumen generado por IA, un fragmento destacado o la respuesta de un asistente de chat en lugar de una lista de enlaces azules. No puedes controlar si se cita tu página, pero las mismas cualidades que ayudan al SEO clásico hacen más probable que te citen.

- **Responde a las preguntas directamente.** Pon una respuesta clara e independiente de dos o tres frases justo debajo de cada encabezado con una pregunta. Los pasajes que se sostienen por sí solos son fáciles de citar para los motores de respuesta.
- **Usa datos precisos.** Las cifras, las fechas, los pasos y las definiciones concretos son más citables que las afirmaciones generales, siempre que sean correctos y tengan fuente.
- **Marca qué es la página.** Los datos estructurados como FAQPage y Article ayudan a las máquinas a entender el contenido y a su autor.
- **Sé la fuente primaria.** La investigación original, los resultados de pruebas y las reseñas de primera mano son lo que citan otras páginas y los sistemas de IA.
- **Mantén tu marca coherente.** Usa el mismo nombre, la misma descripción y los mismos datos de autor en tu sitio, tu canal y tus perfiles para que se te reconozca como una sola entidad.

Trata estas funciones como otro público para el que escribir, no como una amenaza. Una página que responde a una pregunta con tanta claridad que un asistente la cita es también una página en la que confían los lectores.

## Construye autoridad temática con clústeres de contenido

En lugar de publicaciones aisladas, planifica clústeres: una página pilar completa sobre un tema amplio, como la creación de video con IA, respaldada por artículos detallados sobre cada subtema, como los guiones, las voces en off, las miniaturas y el SEO. Enlaza cada artículo de apoyo a la página pilar y la página pilar a cada uno de ellos. Los clústeres ayudan a los buscadores a ver la profundidad de tu cobertura y mantienen a los lectores pasando de una página útil a la siguiente.

## Evita las trampas del contenido de IA a gran escala

Algunos patrones perjudican sistemáticamente a los sitios y canales que usan IA:

- **Publicar volumen en lugar de valor.** Decenas de páginas casi idénticas dirigidas a variantes de una palabra clave son una señal clásica de contenido de baja calidad.
- **Resultados sin editar.** Los lectores reconocen las frases genéricas, las evasivas y el relleno del texto en bruto de un modelo, y se van.
- **Datos y fuentes inventados.** Los modelos pueden inventar estadísticas, citas y referencias. Una sola cifra inventada puede minar la credibilidad de todo lo demás que publicas.
- **Relleno de palabras clave.** Repetir una expresión de forma poco natural empeora la lectura del contenido y no ayuda al posicionamiento.
- **Ignorar las actualizaciones.** Los borradores de IA pueden reflejar información desactualizada. Comprueba fechas, versiones y precios antes de publicar y revisa con regularidad el contenido atemporal.
- **Descripciones duplicadas.** Reutilizar la misma descripción de video con pequeños cambios en todo un canal desperdicia el texto más valioso que lee YouTube.

## Mide, aprende y actualiza

El SEO es un ciclo, no un lanzamiento. Configura la medición antes de publicar y revísala de forma periódica.

- **En los sitios web,** usa Google Search Console para ver qué consultas te traen impresiones y clics, tu posición media y tu tasa de clics. Una página con muchas impresiones pero una tasa de clics baja necesita un título y una meta descripción mejores. Una página que aparece en la segunda página de resultados para una consulta valiosa necesita más profundidad, mejores enlaces internos o una respuesta más clara a la intención.
- **En YouTube,** sigue la tasa de clics de las impresiones, la duración media de las visualizaciones y el informe de fuentes de tráfico. Los términos de búsqueda de YouTube muestran qué consultas encontraron realmente tu video; úsalos en tus próximos títulos y descripciones.
- **Renueva lo que funciona.** Actualizar una página que ya está posicionada, con información nueva, mejores ejemplos y una fecha actual, suele ser el trabajo de SEO más rentable que puedes hacer.
- **Poda o fusiona lo que no funciona.** Las páginas pobres que nunca despegan pueden combinarse en un único recurso más sólido.

## Un flujo de trabajo semanal de SEO con ayuda de IA

1. Elige un tema con demanda comprobada y una intención clara.
2. Estudia la primera página de resultados de búsqueda y anota el formato, la profundidad y las preguntas sin responder.
3. Usa la IA para generar preguntas y proponer un esquema; reordénalo para que se ajuste a la intención.
4. Redacta con la IA y luego añade tu experiencia, tus datos, tus ejemplos y tu opinión.
5. Verifica cada afirmación y cada cifra con fuentes primarias.
6. Optimiza el título, la descripción, los encabezados, los enlaces, las imágenes y los datos estructurados.
7. Para video, genera sugerencias de títulos y etiquetas con la herramienta de SEO, elige y edita las mejores, y añade capítulos y subtítulos.
8. Publica, y revisa el rendimiento a las dos semanas y de nuevo a los dos meses.

## En resumen

Los buscadores no premian ni castigan la IA como tal; premian el contenido que satisface a las personas que buscan. La IA te permite hacer en minutos las partes mecánicas de la creación de contenido: investigación, esquemas, borradores, títulos y descripciones. Usa ese tiempo para añadir lo que solo tú puedes aportar, es decir, experiencia real, datos verificados, un punto de vista claro y una estructura realmente útil. Hazlo de forma constante y tu contenido creado con ayuda de IA no solo se encontrará: se elegirá.`;
