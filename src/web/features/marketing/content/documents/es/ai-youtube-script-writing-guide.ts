import type { DocumentValues } from '../values';

export default (
  v: DocumentValues,
) => `Un buen video de YouTube se decide mucho antes de pulsar el botón de grabar. El guion fija la promesa del título, el ritmo de la edición y el momento en que un espectador decide quedarse o irse. Los generadores de guiones con IA han hecho que el primer borrador sea casi instantáneo, pero un borrador rápido no es lo mismo que un buen guion. Esta guía te muestra cómo usar un redactor de guiones con IA como un verdadero compañero creativo: qué darle, cómo moldear lo que te devuelve y cómo convertir el resultado en un video que la gente vea hasta el final.

## Por qué los guiones importan más que nunca

YouTube recomienda los videos que mantienen a la gente mirando. La duración media de las visualizaciones y el porcentaje del video que los espectadores completan son dos de las señales más fuertes que controla un canal, y ambas dependen sobre todo de la estructura. Una introducción que divaga, una idea repetida tres veces o una digresión a mitad del video aparecerán como un precipicio en tu gráfico de retención de audiencia.

Un guion te protege de todo eso. Fija el orden de tus ideas antes de encender la cámara, mantiene tu exposición concisa y agiliza la edición. El problema siempre ha sido el tiempo: escribir a mano un buen guion de diez minutos puede llevar más que grabarlo. Ese es el hueco que llena la IA.

## Qué hace bien un generador de guiones con IA, y qué no

Un generador de guiones con IA es excelente con la estructura. Dale un tema y en segundos producirá una introducción, una secuencia lógica de puntos principales y una llamada a la acción final. Es bueno para encontrar enfoques que no habías considerado, para reformular una frase torpe y para ajustarse a una duración objetivo.

Es más flojo en lo que hace que tu canal sea tuyo. No conoce tus bromas recurrentes ni las opiniones por las que vuelve tu audiencia, y puede afirmar datos con más seguridad de la que merecen. Trata lo que produce como un primer borrador bien organizado, escrito por un asistente competente que nunca ha visto tu canal.

## Paso 1: Escribe un brief, no una palabra clave

La calidad de un guion generado depende de la calidad de la petición. Una sola palabra clave como "productividad" no le da al modelo nada con qué trabajar, así que obtienes una lista genérica de consejos. Compárala con un brief como este: "Cinco hábitos de productividad para desarrolladores de software que trabajan en remoto y a los que interrumpen constantemente las notificaciones del chat, con un hábito que parezca contraintuitivo".

Un brief útil responde cuatro preguntas:

- **¿Quién lo ve?** Principiantes, profesionales, padres, gamers. El público determina el vocabulario y la profundidad.
- **¿Qué problema resuelve el video?** Los espectadores hacen clic para obtener algo: una habilidad, una respuesta, una risa, una decisión.
- **¿Cuál es la promesa del título?** Escribe primero el título provisional y haz que el guion cumpla exactamente eso.
- **¿Qué hace diferente tu enfoque?** Un resultado personal, una opinión a contracorriente, una prueba que hiciste tú mismo.

En Genesis Studio, escribes este brief en el campo del tema. Dos o tres frases son suficientes; ese contexto adicional es la mayor mejora que puedes hacerle a un borrador.

## Paso 2: Elige la duración adecuada

Al hablar se dicen aproximadamente entre 130 y 160 palabras por minuto. Eso te da un presupuesto sencillo:

- **De 1 a 3 minutos:** de 150 a 450 palabras. Una idea, un ejemplo, una llamada a la acción. Ideal para explicaciones al estilo de los Shorts y respuestas rápidas.
- **De 3 a 5 minutos:** de 450 a 800 palabras. Espacio para un gancho, tres puntos y un resumen. La opción por defecto para la mayoría de los videos prácticos.
- **De 5 a 10 minutos:** de 800 a 1600 palabras. Tutoriales con pasos, reseñas con pros y contras, historias con un verdadero arco narrativo.
- **10 minutos o más:** 1600 palabras o más. Análisis a fondo, documentales y videos de listas en los que cada elemento se gana su lugar.

Elige la duración que necesita tu tema, no la que crees que prefiere el algoritmo. Un video ajustado de seis minutos casi siempre rinde más que el mismo material estirado a doce. Después de generarlo, revisa el recuento de palabras y el tiempo de lectura estimado que aparecen junto al guion; si la estimación supera con creces tu objetivo, recorta antes de grabar, no en la edición.

## Paso 3: Adapta el tono a tu canal

El tono es la diferencia entre un guion que suena a ti y uno que suena a comunicado de prensa. Genesis Studio ofrece ocho tonos: Educativo, Profesional, Informal, Enérgico, Humorístico, Inspirador, Inquietante y Narrativo. Algunas combinaciones prácticas:

- Los tutoriales y los videos explicativos funcionan mejor con un tono **Educativo** o **Informal**: claro, cercano, sin exageraciones.
- Las reseñas de productos y el contenido de negocios encajan con **Profesional**, y con **Enérgico** para los unboxings y los lanzamientos.
- Los vlogs y los canales personales cobran vida con **Informal**, **Humorístico** o **Narrativo**.
- Los canales de motivación, fitness y crecimiento personal se apoyan en **Inspirador**.
- El true crime, los misterios y la narración de terror necesitan **Inquietante** o **Narrativo** para crear atmósfera.

Si no lo tienes claro, genera el mismo brief con dos tonos y lee en voz alta el primer párrafo de cada uno.

## Paso 4: Diseña el gancho

Los primeros quince segundos deciden si alguien se queda. Un guion generado suele empezar con una introducción razonable, pero razonable no basta. Reescribe tú mismo el gancho usando uno de estos patrones:

1. **Primero la recompensa.** Muestra o anuncia el resultado antes de explicar cómo llegaste a él: "Al final de este video, tu laptop arrancará en menos de diez segundos".
2. **La pregunta abierta.** Plantea una pregunta que el video responde: "¿Por qué la mayoría de los fotógrafos principiantes disparan a la hora equivocada del día?".
3. **Lo que está en juego.** Di qué pierde el espectador por no saberlo: "Este ajuste te está costando la mitad de la batería".
4. **La sorpresa.** Empieza con el punto contraintuitivo de tu brief.

Luego recorta todo lo que haya entre el gancho y el primer punto real. Los espectadores no necesitan oír tu nombre, tu calendario de publicaciones ni un resumen de lo que vas a decir. Pon la presentación del canal más adelante o elimínala.

## Paso 5: Estructura la parte central para retener a la audiencia

La parte central del video es donde la retención se escapa sin hacer ruido. Algunas técnicas mantienen a la gente mirando:

- **Señaliza el recorrido.** "Hay tres errores, y el tercero es el que comete casi todo el mundo". Los espectadores se quedan para llegar al final de una lista cuya longitud conocen.
- **Bucles abiertos.** Menciona algo a lo que volverás más adelante y luego cumple lo prometido.
- **Rupturas de patrón cada 45 a 90 segundos.** Una pregunta al espectador, un ejemplo rápido, un cambio de ángulo de cámara o un momento de B-roll anotado en el guion.
- **Una idea por sección.** Si una sección plantea dos ideas, divídela o elimina una.
- **Ejemplos antes que abstracciones.** Cada afirmación debe tener detrás un ejemplo concreto, una cifra o una demostración.

Añade notas de producción sencillas mientras editas, como "[B-roll: primer plano del menú de ajustes]". Agilizan mucho la grabación y la edición.

## Paso 6: Haz que suene a ti

Este es el paso que convierte un borrador de IA en tu guion. Léelo entero en voz alta, a la velocidad a la que lo grabarías. Cada vez que te trabes, cambia la frase. Cada vez que oigas una expresión que nunca dirías, sustitúyela por lo que sí dirías. La mayoría de los creadores acaban reescribiendo entre el diez y el veinte por ciento de las líneas, y en ese diez o veinte por ciento es donde vive la personalidad.

Después añade lo que solo tú puedes aportar: una historia personal, una opinión, el resultado de tu propia prueba, una referencia a un video anterior, la broma interna que tanto le gusta a tu comunidad. Por último, verifica cada dato, cada cifra y cada afirmación. Los modelos de IA pueden equivocarse con total seguridad, y una corrección en los comentarios cuesta más confianza que los minutos que ahorraste.

## Paso 7: Termina con una llamada a la acción clara

Cierra con un único paso siguiente, concreto. "Suscríbete, dale a Me gusta, comenta y echa un vistazo a mi curso" son cuatro peticiones, y los espectadores no siguen ninguna. Elige la que más importa para este video. Vincúlala al valor que acaban de recibir: "Si esto te ahorró una hora, en el próximo video te enseño a automatizar todo el proceso".

## Paso 8: Del guion a la voz en off

Si produces videos sin mostrar la cara, videos explicativos o presentaciones narradas, puedes convertir el guion terminado directamente en audio. En Genesis Studio, la tarjeta de voz en off aparece debajo del guion generado: elige una de las ${v.voiceCount} voces, genera el audio y escucha el resultado en el reproductor integrado. La voz en off funciona con guiones de hasta 5000 caracteres, así que divide un guion largo en secciones y genera cada una por separado. Puedes descargar el audio en MP3 y llevarlo a tu editor.

Aunque grabes con tu propia voz, una lectura con IA deja en evidencia enseguida las frases demasiado largas y las secciones que se hacen pesadas.

## Un flujo de trabajo que puedes repetir cada semana

Esta es una rutina a la que llegan muchos creadores cuando la IA ya forma parte de su proceso:

1. Escribe un brief de dos frases y un título provisional.
2. Genera un guion con la duración y el tono que buscas, o parte de una plantilla rápida como Tutorial, Reseña, Vlog o Explicativo.
3. Reescribe el gancho y recorta la introducción.
4. Lee el guion en voz alta, reescribe lo que no suene a ti y añade una historia personal o una opinión.
5. Verifica cada afirmación y cada cifra.
6. Añade notas de B-roll y de texto en pantalla.
7. Graba, o genera una voz en off para los formatos narrados.
8. Pega el guion final en la herramienta de SEO para obtener ideas de títulos, una descripción y etiquetas.

La primera vez, este proceso lleva una hora; para el cuarto video, la mitad.

## Errores comunes que debes evitar

- **Publicar el primer borrador.** Será correcto y olvidable. Tus ediciones son el producto.
- **Llenar el guion de palabras clave.** Escribe para el espectador; pon los términos de búsqueda en el título, la descripción y las etiquetas.
- **Ignorar las estadísticas.** Después de cada publicación, busca la mayor caída en el gráfico de retención y lee el guion en ese momento. Es el mejor maestro de escritura que tendrás.

## Empieza a escribir

La IA no sustituye al creador; sustituye a la página en blanco. Dale un brief concreto, elige la duración y el tono de forma deliberada, reescribe el gancho, haz que la parte central se gane su lugar y pon tu propia voz encima. Hazlo cada semana y publicarás más a menudo sin publicar peor. Pruébalo en tu próximo video con la prueba gratuita y comprueba cuánto más rápido llega un primer borrador.`;
