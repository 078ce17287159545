export default () => `Los generadores de imágenes con IA pueden crear una miniatura, un banner para tu canal o la ilustración de una publicación en redes en segundos. Sin embargo, muchos creadores se rinden tras unos cuantos intentos porque los resultados se ven genéricos, recargados o simplemente equivocados. La diferencia entre una imagen olvidable y una impactante rara vez está en el modelo; está en el prompt y en las decisiones que lo rodean. Estos consejos salen de generar miles de imágenes para videos, publicaciones y anuncios, y funcionan con cualquier modelo de imágenes moderno, incluido el de Genesis Studio.

## Empieza por la función, no por la imagen

Antes de escribir un prompt, decide qué tiene que lograr la imagen. Una miniatura de YouTube tiene que entenderse al tamaño de un sello de correos, junto a una docena de miniaturas que compiten con ella. La cabecera de un blog tiene que crear un ambiente sin competir con el titular. Una publicación de Instagram tiene que detener el pulgar en pleno scroll. Un anuncio de producto tiene que mostrar el producto con claridad.

La mayoría de los resultados decepcionantes vienen de saltarse este paso: el prompt describe una imagen bonita, pero no una que cumpla su función. Escribe esa función en una frase, por ejemplo: "Una miniatura para un video sobre cómo ahorrar en el supermercado que funcione en tamaños pequeños y deje espacio a la derecha para tres palabras de texto". Esa frase te dice el sujeto, la composición y la relación de aspecto antes de que escribas un solo prompt.

## Anatomía de un buen prompt

La mayoría de los buenos prompts contienen los mismos cinco ingredientes, normalmente en este orden:

1. **Sujeto:** quién o qué aparece en la imagen, descrito de forma concreta. "Un cachorro de golden retriever" es mejor que "un perro".
2. **Acción o situación:** qué está haciendo el sujeto. "Mordisqueando una zapatilla roja en el suelo de una cocina".
3. **Escenario:** dónde y cuándo. "En una cocina escandinava bañada por el sol, por la mañana".
4. **Estilo:** el lenguaje visual. "Fotografía cinematográfica", "ilustración en acuarela", "fondo de anime".
5. **Detalles técnicos:** iluminación, lente, composición y color. "Luz suave de ventana, poca profundidad de campo, contrapicado, paleta cálida".

Todo junto: "Un cachorro de golden retriever mordisqueando una zapatilla roja en el suelo de una cocina escandinava bañada por el sol, por la mañana, fotografía cinematográfica, luz suave de ventana, poca profundidad de campo, contrapicado, paleta cálida". Cada expresión se gana su lugar y ninguna contradice a otra.

### Sé específico donde importa

Los modelos rellenan los huecos con la opción más promedio. Si no dices cómo es la luz, obtienes una luz plana y uniforme. Si no describes el fondo, obtienes uno genérico. Los sustantivos y adjetivos específicos ("una mesa de roble desgastada", "un callejón iluminado con neones después de la lluvia", "una mujer de sesenta y tantos años con el pelo plateado y una chaqueta de mezclilla") aportan más que una acumulación de palabras de calidad como "obra maestra ultradetallada 8k".

### Di lo que quieres, no lo que no quieres

Los modelos siguen mejor las descripciones positivas que las negativas. "Una playa vacía" funciona de forma más fiable que "una playa sin gente", porque la palabra "gente" sigue atrayendo personas a la imagen. Si algo no deja de aparecer, describe en su lugar la alternativa que quieres.

## Elige un estilo a propósito

El estilo es la forma más rápida de que una imagen se sienta intencionada. Cada estilo trae consigo un conjunto de expectativas sobre el color, la textura y el ambiente:

- **Fotorrealista y fotografía cinematográfica** encajan con reseñas, tutoriales, viajes y todo lo que deba sentirse real. Añade términos de lente e iluminación para lograr un aspecto de película.
- **3D hiperrealista con estética de película de animación** resulta cercano y llamativo: ideal para contenido infantil, mascotas de marca y videos que explican ideas abstractas.
- **Arte digital** aporta colores intensos y brillos para temas de videojuegos, tecnología y ciencia ficción.
- **Acuarela** transmite calma y un toque artesanal, ideal para bienestar, gastronomía, diarios de viaje y narraciones.
- **Anime** aporta energía y emoción, y funciona bien en canales de historias, visuales para música y comentarios de cultura pop.
- **Arte abstracto** crea fondos y portadas distintivos cuando ningún sujeto literal encaja con el tema.

Elige un estilo por serie y mantenlo. Un canal cuyas miniaturas comparten estilo se vuelve reconocible antes de que nadie lea el título. En Genesis Studio, el estilo que eliges se recuerda: tus estilos favoritos y tus descripciones recientes aparecen en el panel Tu memoria, así que mantener un aspecto coherente te cuesta un solo clic.

## Usa la iluminación como un fotógrafo

La iluminación cambia la emoción de una imagen más que cualquier otro ajuste por sí solo. Algunas opciones fiables:

- **Hora dorada:** luz cálida, baja y favorecedora. Nostálgica, optimista, premium.
- **Dramática:** contraste fuerte y sombras profundas. Tensión, misterio, mucho en juego.
- **Suave:** luz uniforme y difusa. Limpia, tranquila, confiable; ideal para productos y retratos.
- **Contraluz:** la luz detrás del sujeto crea un contorno luminoso. Onírica y emotiva.
- **Neón:** luz de colores saturados. Vida nocturna, videojuegos, cyberpunk.
- **Luz de luna:** tonos azules fríos. Escenas nocturnas tranquilas, misteriosas y cinematográficas.

Adapta la luz a la emoción del video, no solo al sujeto. La misma cocina puede verse acogedora con la luz de la hora dorada e inquietante con una luz dramática.

## Compón para el encuadre que vas a usar

La composición decide adónde va primero la mirada. Úsala de forma deliberada:

- **Primer plano:** rostros, emociones y detalles de producto. La opción más potente para las miniaturas.
- **Plano general:** lugares, escala y atmósfera. Bueno para banners y planos de situación.
- **Contrapicado:** hace que el sujeto parezca poderoso o heroico.
- **Vista aérea:** muestra distribuciones, composiciones planas (flat lays), mapas y mesas con comida.
- **Plano holandés:** un encuadre inclinado que añade inquietud o energía.
- **Regla de los tercios:** coloca al sujeto fuera del centro y deja espacio para el texto.
- **Macro:** detalle extremo de cosas pequeñas, como texturas, ingredientes y mecanismos.

Si piensas añadir un título sobre la imagen, dilo en el prompt: "sujeto en el tercio izquierdo, fondo limpio y vacío a la derecha". Dejar espacio negativo es mucho más fácil al generar la imagen que después en un editor.

## Elige la relación de aspecto antes de generar

Recortar una imagen cuadrada a 16:9 descarta un tercio de ella y a menudo corta al sujeto. Genera en la relación en la que vas a publicar:

- **16:9** para miniaturas de YouTube, fotogramas de video y cabeceras de blog.
- **9:16** para Shorts, Reels, portadas de TikTok e historias.
- **1:1** para fotos de perfil, publicaciones del feed y portadas de podcast.
- **4:3 y 3:2** para diseños fotográficos clásicos, presentaciones e impresión.

Genesis Studio ofrece todas estas, además de los formatos ancho 1792:1024 y vertical 1024:1792 para banners panorámicos y pósteres.

## Las paletas de colores crean una marca

Una paleta coherente une tus elementos visuales con tanta fuerza como un logotipo. Decide una o dos paletas y reutilízalas: cálida para estilo de vida y gastronomía, fría para tecnología y finanzas, vibrante para entretenimiento, apagada para contenido premium y editorial, monocromo para el drama, sepia para historia y nostalgia, tonos tierra para temas de aire libre y sostenibilidad, atardecer para viajes y romance.

En las miniaturas, el contraste importa más que la armonía. Un sujeto cálido sobre un fondo frío, o un sujeto luminoso sobre un fondo oscuro, destaca en un feed saturado.

## Tres recetas para probar

Los ajustes funcionan mejor combinados. Estas tres recetas son buenos puntos de partida que puedes adaptar a tus propios temas.

### La miniatura de reacción

Sujeto: una persona con una expresión intensa y genuina, mirando un objeto relacionado con el video. Estilo: fotorrealista. Iluminación: suave en el rostro con una luz de contorno de color. Composición: primer plano, sujeto en el tercio izquierdo. Paleta: vibrante. Relación de aspecto: 16:9. Ejemplo de prompt: "Una mujer joven mirando sorprendida un smartphone que brilla, primer plano, luz principal suave con una luz de contorno azul, colores vibrantes, fondo oscuro y limpio a la derecha".

### La ilustración explicativa acogedora

Sujeto: una escena sencilla que represente la idea del video, como una casita sobre una pila de monedas para un tema de finanzas personales. Estilo: 3D hiperrealista con estética de película de animación. Iluminación: hora dorada. Composición: estándar, centrada. Paleta: cálida. Esta receta hace que los temas abstractos resulten cercanos y funciona bien como estilo recurrente de una serie.

### El banner narrativo con atmósfera

Sujeto: un lugar en vez de una persona, por ejemplo un faro abandonado sobre un acantilado. Estilo: fotografía cinematográfica o acuarela. Iluminación: luz de luna o dramática. Composición: plano general, horizonte bajo. Paleta: fría o apagada. Relación de aspecto: 1792:1024 para un banner ancho. Úsala para el arte del canal, las narraciones de historias y las páginas de episodios de podcast.

## Itera como un diseñador

Muy pocas imágenes geniales salen del primer intento. Trata la generación como una conversación:

1. **Genera varias variantes a la vez.** Comparar de dos a cuatro opciones una al lado de otra te muestra lo que el prompt pide en realidad. Si se agota el tiempo de generación, pide menos imágenes o simplifica la descripción.
2. **Cambia una sola cosa cada vez.** Si cambias el estilo, la iluminación y el sujeto a la vez, no sabrás qué cambio ayudó.
3. **Mantén una biblioteca de prompts.** Guarda los prompts que funcionaron con una nota sobre para qué eran. Con el tiempo tendrás plantillas para tus formatos recurrentes.
4. **Sube la calidad solo al final.** Explora con calidad estándar y luego cambia a HD para la versión final que publiques.

## Consejos específicos para miniaturas

Las miniaturas merecen una atención especial porque deciden si alguien hace clic en un video.

- **Un solo punto focal.** Un rostro, un objeto o un momento. Tres sujetos que compiten entre sí se convierten en ruido a tamaños pequeños.
- **Emociones grandes.** Sorpresa, alegría, preocupación. Las expresiones se leen desde el otro lado de una habitación, y los espectadores reaccionan a ellas.
- **Alto contraste.** Revisa la miniatura al 10 % de su tamaño. Si tú no distingues lo que es, los espectadores tampoco.
- **Espacio para el texto.** De tres a cinco palabras como máximo, añadidas en tu editor en lugar de generadas, para que se vean nítidas y sin faltas.
- **Una promesa honesta.** La imagen debe corresponder a lo que ofrece el video. Las miniaturas engañosas ganan un clic y pierden al espectador, y el algoritmo lo nota.

## Aspectos legales y éticos básicos

Las imágenes con IA son potentes, así que úsalas con responsabilidad:

- **Eres dueño de lo que creas** en Genesis Studio y puedes usarlo con fines comerciales, pero evita los prompts que copian por su nombre el estilo característico de un artista vivo, los logotipos de marcas reales o personajes registrados.
- **No generes imágenes realistas de personas reales** sin su consentimiento, y nunca crees imágenes engañosas de hechos reales.
- **Etiqueta las imágenes generadas con IA** cuando tu plataforma lo exija, por ejemplo cuando una imagen realista pueda confundirse con una foto real.
- **Busca artefactos** como dedos de más, texto ilegible o reflejos imposibles antes de publicar.

## Crea un flujo de trabajo repetible

Esta es una rutina sencilla para un video semanal:

1. Escribe en una frase la función de la imagen.
2. Redacta el prompt con sujeto, acción, escenario, estilo y detalles técnicos.
3. Elige la relación de aspecto y genera de dos a cuatro variantes con calidad estándar.
4. Elige la mejor, ajusta un elemento cada vez y luego genera la versión final en HD.
5. Descárgala desde tu galería, añade el texto del título en tu editor y revísala a tamaño de miniatura.
6. Guarda el prompt en tu biblioteca para el próximo episodio.

Tus imágenes generadas se guardan en tu galería personal con su descripción, su estilo, su calidad y su fecha, así que puedes buscar un prompt antiguo por palabra clave y reutilizarlo semanas después.

## Problemas comunes y soluciones rápidas

- **La imagen está recargada:** quita adjetivos, describe un solo sujeto y nombra un fondo sencillo, como "fondo de estudio liso".
- **El estilo no es coherente en una serie:** reutiliza los mismos ajustes de estilo, iluminación y paleta, y mantén idéntico el final de tu prompt.
- **Los rostros se ven raros:** usa un primer plano, iluminación suave y una pose sencilla; los gestos complejos con las manos siguen siendo un punto débil para la mayoría de los modelos.
- **Los colores son apagados:** elige la paleta vibrante o añade una indicación de iluminación, como hora dorada o neón.
- **El texto de la imagen sale ilegible:** deja el texto fuera del prompt y añádelo después.
- **El resultado ignora parte del prompt:** mueve el elemento más importante al principio, acorta el prompt y elimina las expresiones que se contradigan entre sí, como "minimalista" y "muy detallado".
- **Se agota el tiempo de generación:** pide una o dos imágenes cada vez, o simplifica una descripción muy larga.

## Empieza a crear

Las buenas imágenes con IA nacen de una intención clara: conoce la función de la imagen, describe el sujeto de forma concreta, elige el estilo, la luz y la composición a propósito, genera en la relación de aspecto correcta e itera con un cambio cada vez. Abre el generador de imágenes, elige un estilo de la galería de nuestra página de inicio, prueba el prompt de ejemplo y luego hazlo tuyo.`;
