export default () => `AI image generators can produce a thumbnail, a channel banner or a social post illustration in seconds. Yet many creators give up after a few attempts because the results look generic, cluttered or simply wrong. The difference between a forgettable image and a striking one is rarely the model; it is the prompt and the decisions around it. These tips come from generating thousands of images for videos, posts and ads, and they work with any modern image model, including the one in Genesis Studio.

## Start with the job, not the picture

Before you write a prompt, decide what the image has to do. A YouTube thumbnail has to be readable at the size of a postage stamp next to a dozen competing thumbnails. A blog header has to set a mood without fighting the headline. An Instagram post has to stop a thumb mid-scroll. A product ad has to show the product clearly.

Most disappointing results come from skipping this step: the prompt describes a nice picture, but not one that does the job. Write that job down in one sentence, for example: "A thumbnail for a video about saving money on groceries that works at small sizes and leaves space on the right for three words of text." That sentence tells you the subject, the composition and the aspect ratio before you type a single prompt.

## Anatomy of a strong prompt

Most good prompts contain the same five ingredients, usually in this order:

1. **Subject:** who or what is in the image, described concretely. "A golden retriever puppy" beats "a dog".
2. **Action or situation:** what the subject is doing. "Chewing a red sneaker on a kitchen floor".
3. **Setting:** where and when. "In a sunlit Scandinavian kitchen, morning".
4. **Style:** the visual language. "Cinematic photography", "watercolor illustration", "anime background art".
5. **Technical details:** lighting, lens, composition and colour. "Soft window light, shallow depth of field, low angle, warm palette".

Put together: "A golden retriever puppy chewing a red sneaker on the floor of a sunlit Scandinavian kitchen, morning, cinematic photography, soft window light, shallow depth of field, low angle, warm palette." Every phrase earns its place, and none contradicts another.

### Be specific where it matters

Models fill gaps with the most average choice. If you do not say what the light is like, you get flat, even light. If you do not describe the background, you get a generic one. Specific nouns and adjectives ("weathered oak table", "neon-lit alley after rain", "a woman in her sixties with silver hair and a denim jacket") do more than stacked quality words such as "ultra detailed masterpiece 8k".

### Say what you want, not what you do not want

Models are better at following positive descriptions than negative ones. "An empty beach" works more reliably than "a beach with no people", because the word "people" still pulls people into the image. If something keeps appearing, describe the alternative you want instead.

## Choose a style on purpose

Style is the fastest way to make an image feel intentional. Each style carries a set of expectations about colour, texture and mood:

- **Photorealistic and cinematic photography** suit reviews, tutorials, travel and anything that should feel real. Add lens and lighting terms for a filmic look.
- **Hyper-realistic 3D in an animated-film style** is friendly and eye-catching: great for kids' content, mascots and explainers about abstract ideas.
- **Digital art** delivers bold colour and glow for gaming, tech and sci-fi topics.
- **Watercolor** feels calm and handmade, ideal for wellness, food, travel journals and storytelling.
- **Anime** brings energy and emotion, and works well for story channels, music visuals and pop-culture commentary.
- **Abstract art** makes distinctive backgrounds and covers when no literal subject fits the topic.

Pick one style per series and stay with it. A channel whose thumbnails share a style becomes recognisable before anyone reads the title. In Genesis Studio the style you choose is remembered: your favourite styles and recent prompts appear in the Your Memory panel, so a consistent look takes one click.

## Use lighting like a photographer

Lighting changes the emotion of an image more than any other single setting. A few reliable choices:

- **Golden hour:** warm, low, flattering light. Nostalgic, optimistic, premium.
- **Dramatic:** strong contrast and deep shadows. Tension, mystery, high stakes.
- **Soft:** even, diffused light. Clean, calm, trustworthy; great for products and portraits.
- **Backlit:** light behind the subject creates a glowing outline. Dreamy and emotional.
- **Neon:** saturated coloured light. Night-life, gaming, cyberpunk.
- **Moonlight:** cool blue tones. Quiet, mysterious, cinematic night scenes.

Match the light to the emotion of the video, not just to the subject. The same kitchen can look cosy in golden-hour light and unsettling in dramatic light.

## Compose for the frame you will use

Composition decides where the eye goes first. Use it deliberately:

- **Close-up:** faces, emotions and product details. The strongest option for thumbnails.
- **Wide shot:** places, scale and atmosphere. Good for banners and establishing shots.
- **Low angle:** makes the subject look powerful or heroic.
- **Bird's-eye view:** shows layouts, flat-lays, maps and food spreads.
- **Dutch angle:** a tilted frame that adds unease or energy.
- **Rule of thirds:** places the subject off-centre and leaves room for text.
- **Macro:** extreme detail of small things, such as textures, ingredients and mechanisms.

If you plan to add a title on top of the image, say so in the prompt: "subject on the left third, clean empty background on the right". Leaving negative space is much easier at generation time than in an editor afterwards.

## Pick the aspect ratio before you generate

Cropping a square image to 16:9 throws away a third of it and often cuts off the subject. Generate at the ratio you will publish:

- **16:9** for YouTube thumbnails, video frames and blog headers.
- **9:16** for Shorts, Reels, TikTok covers and stories.
- **1:1** for profile pictures, feed posts and podcast covers.
- **4:3 and 3:2** for classic photo layouts, presentations and print.

Genesis Studio offers all of these, plus the wide 1792:1024 and tall 1024:1792 formats for panoramic banners and posters.

## Colour palettes create a brand

A consistent palette ties your visuals together as strongly as a logo. Decide on one or two palettes and reuse them: warm for lifestyle and food, cool for tech and finance, vibrant for entertainment, muted for premium and editorial, monochrome for drama, sepia for history and nostalgia, earth tones for outdoor and sustainability topics, sunset for travel and romance.

For thumbnails, contrast matters more than harmony. A warm subject on a cool background, or a bright subject on a dark background, stands out in a crowded feed.

## Three recipes to try

Settings work best in combination. These three recipes are good starting points that you can adapt to your own topics.

### The reaction thumbnail

Subject: a person with a strong, genuine expression, looking at an object related to the video. Style: photorealistic. Lighting: soft on the face with a coloured rim light. Composition: close-up, subject on the left third. Palette: vibrant. Aspect ratio: 16:9. Prompt example: "A young woman looking in surprise at a glowing smartphone, close-up, soft key light with a blue rim light, vibrant colours, clean dark background on the right."

### The cosy explainer illustration

Subject: a simple scene that stands for the idea of the video, such as a tiny house sitting on a stack of coins for a personal finance topic. Style: hyper-realistic 3D in an animated-film look. Lighting: golden hour. Composition: standard, centred. Palette: warm. This recipe makes abstract topics friendly and works well as a recurring series style.

### The atmospheric story banner

Subject: a place rather than a person, for example an abandoned lighthouse on a cliff. Style: cinematic photography or watercolor. Lighting: moonlight or dramatic. Composition: wide shot, low horizon. Palette: cool or muted. Aspect ratio: 1792:1024 for a wide banner. Use it for channel art, story narrations and podcast episode pages.

## Iterate like a designer

Very few great images come from the first attempt. Treat generation as a conversation:

1. **Generate several variations at once.** Comparing two to four options side by side shows you what the prompt is really asking for. If you hit a timeout, ask for fewer images or simplify the description.
2. **Change one thing at a time.** If you change the style, the lighting and the subject together, you will not know which change helped.
3. **Keep a prompt library.** Save prompts that worked with a note about what they were for. Over time you build templates for your recurring formats.
4. **Upscale quality only at the end.** Explore with standard quality, then switch to HD for the final version you publish.

## Thumbnail-specific advice

Thumbnails deserve special attention because they decide whether a video is clicked at all.

- **One focal point.** A face, an object or a moment. Three competing subjects become noise at small sizes.
- **Big emotions.** Surprise, joy, concern. Expressions read from across a room, and viewers respond to them.
- **High contrast.** Check the thumbnail at 10% size. If you cannot tell what it is, neither can viewers.
- **Room for text.** Three to five words at most, added in your editor rather than generated, so they are crisp and spelled correctly.
- **Honest promise.** The image must match what the video delivers. Misleading thumbnails win a click and lose the viewer, and the algorithm notices.

## Legal and ethical basics

AI images are powerful, so use them responsibly:

- **You own what you create** in Genesis Studio and can use it commercially, but avoid prompts that copy a living artist's signature style by name, real brand logos or trademarked characters.
- **Do not generate realistic images of real people** without their consent, and never create misleading images of real events.
- **Label AI imagery** where your platform requires it, for example when a realistic image could be mistaken for a real photo.
- **Check for artefacts** such as extra fingers, garbled text or impossible reflections before publishing.

## Build a repeatable workflow

Here is a simple routine for a weekly video:

1. Write the one-sentence job for the image.
2. Draft the prompt with subject, action, setting, style and technical details.
3. Choose the aspect ratio and generate two to four variations at standard quality.
4. Pick the strongest, refine one element at a time, then generate the final version in HD.
5. Download it from your gallery, add the title text in your editor and preview it at thumbnail size.
6. Save the prompt to your library for the next episode.

Your generated images are stored in your personal gallery with their prompt, style, quality and date, so you can search for an old prompt by keyword and reuse it weeks later.

## Common problems and quick fixes

- **The image is cluttered:** remove adjectives, describe one subject and name a simple background such as "plain studio backdrop".
- **The style is inconsistent across a series:** reuse the same style, lighting and palette settings and keep the end of your prompt identical.
- **Faces look odd:** use a close-up, soft lighting and a simple pose; complex hand gestures are still a weak point for most models.
- **The colours are dull:** choose the vibrant palette or add a lighting cue such as golden hour or neon.
- **Text in the image is garbled:** leave text out of the prompt and add it afterwards.
- **The result ignores part of the prompt:** move the most important element to the start, shorten the prompt and remove any phrases that contradict each other, such as "minimal" and "highly detailed".
- **Generation times out:** ask for one or two images at a time, or simplify a very long description.

## Start creating

Great AI images come from clear intent: know the job, describe the subject concretely, choose a style, light and compose on purpose, generate at the right ratio and iterate one change at a time. Open the image generator, pick a style from the gallery on our home page and try the example prompt, then make it your own.`;
