export default () => `AI has made it easy to produce content; it has not made it easy to get that content found. Search engines and video platforms now see a flood of articles, descriptions and videos that were drafted by the same handful of models, and most of it sounds the same. The creators who win are not the ones who publish the most AI text, but the ones who use AI to publish better, more useful content faster. This guide covers how search engines treat AI-assisted content, how to research and structure it, and a practical checklist for optimising both web pages and YouTube videos.

## Does Google penalise AI-generated content?

No, not for being AI-generated. Google's public guidance is clear that it rewards helpful, reliable, people-first content however it is produced, and that using automation mainly to manipulate rankings is against its spam policies. In other words, the question is not "who wrote this?" but "is this useful, accurate and original?"

That cuts both ways. AI can help you produce genuinely helpful content more efficiently. It can also help you produce thousands of thin, repetitive pages, which is exactly what search engines are built to ignore. YouTube works the same way: its systems recommend videos that viewers choose to watch and are satisfied by, whether the script was typed by hand or drafted with a model.

The practical rule: use AI to speed up research, structure and drafting, and spend the time you save on what models cannot do well, namely first-hand experience, original data, expert judgement and a clear point of view.

## Understand E-E-A-T

Google's quality rater guidelines describe what good content looks like with four words: Experience, Expertise, Authoritativeness and Trust. They are not a ranking switch, but they are a useful checklist for AI-assisted work.

- **Experience:** show that you have actually used the product, visited the place or solved the problem. Photos, screenshots, results and specific details signal real experience. AI cannot supply these for you.
- **Expertise:** demonstrate knowledge of the topic. Explain the why, not just the what, and get the details right.
- **Authoritativeness:** build a body of work on a topic so that others cite and link to you. A channel or site that covers one area deeply earns more authority than one that covers everything thinly.
- **Trust:** be accurate, cite sources, show who is behind the content and how to contact them, and correct mistakes openly. Trust is the most important of the four.

Every piece of AI-assisted content should add at least one of these that the raw model output lacked.

## Start with search intent

Search intent is what the person typing a query actually wants. Matching it is the foundation of SEO, and it is the step AI most often gets wrong, because a model will happily write an essay when the searcher wanted a quick answer or a comparison table.

There are four broad kinds of intent:

- **Informational:** the person wants to learn something. "How to write a YouTube script". Serve it with guides, tutorials and explainers.
- **Navigational:** they want a specific site or page. "Genesis Studio login". Make sure your own brand pages are easy to find.
- **Commercial investigation:** they are comparing options before buying. "Best AI script generator". Serve it with comparisons, reviews and honest pros and cons.
- **Transactional:** they are ready to act. "AI script generator free trial". Serve it with clear product and pricing pages.

Before you generate anything, search for your target query and study the first page of results. What format dominates: lists, how-to guides, videos, product pages? How long and how deep are they? What questions appear in the "People also ask" box? Your content needs to match the dominant format and then beat it on usefulness.

## Keyword research with AI as an assistant

AI is a capable brainstorming partner for keyword research, but it does not know real search volumes. Use it for ideas and structure, and validate with real data.

1. **Brainstorm the topic space.** Ask a model for the questions beginners, intermediates and experts ask about your topic. You will get dozens of angles in seconds.
2. **Validate demand.** Check the ideas against real data: the autocomplete suggestions in Google and YouTube search, the "People also ask" box, related searches, Google Search Console for your own site, and the search terms report in YouTube Analytics.
3. **Group by intent.** Cluster keywords that share an intent into a single piece of content. "How long should a YouTube video be" and "ideal YouTube video length" belong in one article, not two.
4. **Prioritise.** Favour specific, long-tail queries where you have real experience. "How to script a product review video for a tech channel" is easier to rank for, and converts better, than "YouTube scripts".

## Structure content for readers and crawlers

Good structure helps people skim and helps search engines understand what each part of the page is about.

- **One clear H1** that matches the main intent, followed by H2 sections for the main questions and H3s for details.
- **Answer first.** Put the direct answer to the main question in the first paragraph, then expand. Readers get what they came for, and search engines can use the passage for featured snippets.
- **Short paragraphs and lists.** Two to four sentences per paragraph; use numbered lists for steps and bullets for options.
- **Descriptive headings.** "How long should a YouTube script be?" is better than "Length considerations".
- **A FAQ section** for the related questions you found during research, with concise answers.

AI is good at proposing an outline. Ask for one, then reorder it to match the intent you saw in the search results, remove sections that repeat each other and add the sections only you can write.

## Writing: where AI helps and where you must take over

AI is genuinely useful for:

- turning an outline into a first draft quickly;
- rewriting dense paragraphs into plain language;
- suggesting examples, analogies and transitions;
- generating variations of titles, meta descriptions and social posts;
- summarising long notes, transcripts or research into key points.

You must take over for:

- **facts and numbers**, which must be checked against a primary source every time;
- **first-hand experience**, such as your test results, screenshots and stories;
- **opinions and recommendations**, which is what readers come to a person for;
- **originality**, by adding a framework, data set or angle that is not already on the first page of results;
- **voice**, so the piece sounds like your brand rather than like every other AI draft.

A good rule of thumb is that at least a third of the final piece should be material the model could not have produced: your examples, your data, your judgement.

## On-page SEO checklist for articles

Once the content is written, work through the basics:

1. **Title tag:** under about 60 characters, with the main keyword near the start and a reason to click.
2. **Meta description:** about 150 to 160 characters summarising the value of the page. It does not directly affect ranking, but it strongly affects click-through.
3. **URL:** short, lowercase, hyphenated and descriptive, such as /blog/seo-optimization-ai-content.
4. **Headings:** one H1, logical H2 and H3 structure, keywords used naturally.
5. **Internal links:** link to related articles and product pages with descriptive anchor text, and link back to the new article from older ones.
6. **External links:** cite primary sources for claims and statistics.
7. **Images:** compressed modern formats, explicit width and height, and alt text that describes the image for people who cannot see it.
8. **Structured data:** Article, FAQPage, HowTo or VideoObject markup where it genuinely applies.
9. **Page speed and mobile:** fast loading, readable text without zooming, and no layout shifts.
10. **Freshness:** a visible last-updated date, and a calendar reminder to review the piece.

## YouTube SEO: titles, descriptions and tags

YouTube is the second-largest search engine in the world, and its ranking depends heavily on how viewers respond: click-through rate, watch time and satisfaction. Metadata still matters, because it tells the system what the video is about and who should see it.

### Titles

Your title is a promise. It should contain the words people search for and give them a reason to choose your video over the others on the page. Keep the important part within the first 50 or so characters so it is not cut off on mobile. Specific beats clever: "How I Script a 10-Minute Video in 30 Minutes (AI Workflow)" tells the viewer exactly what they get.

### Descriptions

The first two lines appear above the fold and in search results, so state the value of the video there in plain words, including your main keyword. Below that, add a short summary, chapters with timestamps, links to resources you mention and two or three related videos or playlists. Chapters help viewers navigate and can appear directly in search results.

### Tags and hashtags

Tags play a minor role today; they mostly help with common misspellings and ambiguous terms. Use a handful of accurate tags rather than dozens. Add two or three relevant hashtags to the description for discoverability.

### Captions and transcripts

Upload accurate captions. They make the video accessible, help non-native speakers and give YouTube a precise transcript of what you say. If you wrote a script, you already have most of the transcript.

### How Genesis Studio helps

Paste your script, article or description into the SEO Optimization tool, choose your target audience and how competitive the topic is, and it returns an SEO score, several title suggestions, an optimised description and recommended tags, each with a copy button. A score of 80 or above means the basics are in good shape; between 60 and 79 there are clear improvements to make; below 60, start with the title and the first two lines of the description. Use the suggestions as options to choose from and edit, not as final copy.

## Optimise for AI answers and search features

More and more searches end in an AI-generated overview, a featured snippet or a chat assistant's answer instead of a list of blue links. You cannot control whether your page is cited, but the same qualities that help classic SEO make citation more likely.

- **Answer questions directly.** Put a clear, self-contained answer of two or three sentences right under each question heading. Passages that stand on their own are easy for answer engines to quote.
- **Use precise facts.** Specific numbers, dates, steps and definitions are more quotable than general statements, as long as they are correct and sourced.
- **Mark up what the page is.** Structured data such as FAQPage and Article helps machines understand the content and its author.
- **Be the primary source.** Original research, test results and first-hand reviews are what other pages, and AI systems, cite.
- **Keep your brand consistent.** Use the same name, description and author details across your site, channel and profiles so that you are recognised as one entity.

Treat these features as another audience to write for, not a threat. A page that answers a question so clearly that an assistant quotes it is also a page that readers trust.

## Build topical authority with content clusters

Instead of isolated posts, plan clusters: one comprehensive pillar page on a broad topic, such as AI video creation, supported by detailed articles on each subtopic, such as scripting, voiceovers, thumbnails and SEO. Link every supporting article to the pillar and the pillar to each of them. Clusters help search engines see the depth of your coverage, and they keep readers moving from one useful page to the next.

## Avoid the traps of scaled AI content

Some patterns reliably hurt AI-assisted sites and channels:

- **Publishing volume over value.** Dozens of near-identical pages targeting keyword variations are a classic signal of low-quality content.
- **Unedited output.** Readers recognise the generic phrasing, hedging and filler of raw model text, and they leave.
- **Made-up facts and sources.** Models can invent statistics, quotes and citations. One fabricated number can undermine the credibility of everything else you publish.
- **Keyword stuffing.** Repeating a phrase unnaturally makes content worse to read and does not help ranking.
- **Ignoring updates.** AI drafts can reflect outdated information. Check dates, versions and prices before publishing and review evergreen content regularly.
- **Duplicate descriptions.** Reusing the same video description with small changes across a channel wastes the most valuable text YouTube reads.

## Measure, learn and update

SEO is a loop, not a launch. Set up measurement before you publish and review it on a schedule.

- **For websites,** use Google Search Console to see which queries bring impressions and clicks, your average position and your click-through rate. A page with many impressions but a low click-through rate needs a better title and meta description. A page ranking on page two for a valuable query needs more depth, better internal links or a clearer answer to the intent.
- **For YouTube,** watch impressions click-through rate, average view duration and the traffic sources report. YouTube search terms show which queries actually found your video; use them in future titles and descriptions.
- **Refresh winners.** Updating a page that already ranks, with new information, better examples and a current date, is often the highest-return SEO work you can do.
- **Prune or merge losers.** Thin pages that never gain traction can be combined into a stronger single resource.

## A weekly AI-assisted SEO workflow

1. Pick one topic with proven demand and a clear intent.
2. Study the first page of search results and note the format, depth and open questions.
3. Use AI to brainstorm questions and propose an outline; reorder it to match intent.
4. Draft with AI, then add your experience, data, examples and opinion.
5. Fact-check every claim and number against primary sources.
6. Optimise the title, description, headings, links, images and structured data.
7. For video, generate title and tag suggestions with the SEO tool, choose and edit the best, and add chapters and captions.
8. Publish, then review performance after two weeks and again after two months.

## The bottom line

Search engines do not reward or punish AI as such; they reward content that satisfies the people searching. AI lets you do the mechanical parts of content creation in minutes: research, outlines, drafts, titles and descriptions. Use that time to add what only you can provide, namely real experience, verified facts, a clear point of view and a genuinely helpful structure. Do that consistently and your AI-assisted content will not just be found; it will be chosen.`;
