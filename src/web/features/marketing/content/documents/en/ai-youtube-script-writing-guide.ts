import type { DocumentValues } from '../values';

export default (
  v: DocumentValues,
) => `A good YouTube video is decided long before you press record. The script sets the promise of the title, the pace of the edit and the moment a viewer decides to stay or leave. AI script generators have made the first draft almost instant, but a fast draft is not the same as a good script. This guide shows how to use an AI script writer as a real creative partner: what to give it, how to shape what it returns, and how to turn the result into a video people watch to the end.

## Why scripts matter more than ever

YouTube recommends videos that keep people watching. Average view duration and the percentage of a video that viewers complete are two of the strongest signals a channel controls, and both are mostly decided by structure. A rambling introduction, a point repeated three times or a tangent in the middle will show up as a cliff in your audience retention graph.

A script protects you from all of that. It fixes the order of your ideas before the camera is on, keeps your delivery tight and makes editing faster. The problem has always been time: writing a solid ten-minute script by hand can take longer than filming it. That is the gap AI fills.

## What an AI script generator does well, and what it does not

An AI script generator is excellent at structure. Give it a topic and it will produce an introduction, a logical sequence of main points and a closing call to action in seconds. It is good at finding angles you had not considered, at rephrasing a clumsy sentence, and at hitting a target length.

It is weaker at the things that make your channel yours. It does not know your running jokes or the opinions your audience comes back for, and it can state facts with more confidence than they deserve. Treat its output as a well-organised first draft written by a capable assistant who has never watched your channel.

## Step 1: Write a brief, not a keyword

The quality of a generated script depends on the quality of the request. A single keyword such as "productivity" gives the model nothing to work with, so you get a generic list of tips. Compare it with a brief like this: "Five productivity habits for remote software developers who keep getting interrupted by chat notifications, with one habit that sounds counter-intuitive."

A useful brief answers four questions:

- **Who is watching?** Beginners, professionals, parents, gamers. The audience decides vocabulary and depth.
- **What problem does the video solve?** Viewers click to get something: a skill, an answer, a laugh, a decision.
- **What is the promise of the title?** Write the working title first and make the script deliver exactly that.
- **What makes your take different?** A personal result, a contrarian opinion, a test you ran yourself.

In Genesis Studio you type this brief into the topic field. Two or three sentences are plenty; the extra context is the single biggest improvement you can make to a draft.

## Step 2: Choose the right length

Spoken English runs at roughly 130 to 160 words per minute. That gives you a simple budget:

- **1 to 3 minutes:** 150 to 450 words. One idea, one example, one call to action. Ideal for Shorts-style explainers and quick answers.
- **3 to 5 minutes:** 450 to 800 words. Room for a hook, three points and a summary. The default for most how-to videos.
- **5 to 10 minutes:** 800 to 1,600 words. Tutorials with steps, reviews with pros and cons, stories with a real arc.
- **10 minutes and more:** 1,600 words and up. Deep dives, documentaries and list videos where each item earns its place.

Pick the length your topic needs rather than the one you think the algorithm prefers. A tight six-minute video almost always outperforms the same material stretched to twelve. After generating, check the word count and estimated reading time shown beside the script; if the estimate is far above your target, cut before you record, not in the edit.

## Step 3: Match the tone to your channel

Tone is the difference between a script that sounds like you and one that sounds like a press release. Genesis Studio offers eight tones: Educational, Professional, Casual, Energetic, Humorous, Inspirational, Creepy and Storytelling. A few practical pairings:

- Tutorials and explainers work best as **Educational** or **Casual**: clear, friendly, no hype.
- Product reviews and business content suit **Professional**, with **Energetic** for unboxings and launches.
- Vlogs and personal channels come alive with **Casual**, **Humorous** or **Storytelling**.
- Motivation, fitness and personal growth channels lean on **Inspirational**.
- True crime, mysteries and horror narration need **Creepy** or **Storytelling** to build atmosphere.

If you are unsure, generate the same brief in two tones and read the first paragraph of each aloud.

## Step 4: Engineer the hook

The first fifteen seconds decide whether someone stays. A generated script usually opens with a reasonable introduction, but reasonable is not enough. Rewrite the hook yourself using one of these patterns:

1. **The payoff first.** Show or state the result before explaining how you got there: "By the end of this video your laptop will boot in under ten seconds."
2. **The open question.** Raise a question the video answers: "Why do most beginner photographers shoot at the wrong time of day?"
3. **The stakes.** Say what the viewer loses by not knowing: "This one setting is costing you half your battery life."
4. **The surprise.** Lead with the counter-intuitive point from your brief.

Then cut everything between the hook and the first real point. Viewers do not need to hear your name, your upload schedule or a summary of what you are about to say. Put the channel introduction later or leave it out.

## Step 5: Structure the middle for retention

The middle of the video is where retention quietly leaks away. A few techniques keep people watching:

- **Signpost the journey.** "There are three mistakes, and the third is the one almost everyone makes." Viewers stay to reach the end of a list they know the length of.
- **Open loops.** Mention something you will come back to later, then pay it off.
- **Pattern breaks every 45 to 90 seconds.** A question to the viewer, a quick example, a change of camera angle or a B-roll moment noted in the script.
- **One idea per section.** If a section makes two points, split it or cut one.
- **Examples over abstractions.** Every claim should have a concrete example, number or demonstration behind it.

Add simple production notes as you edit, such as "[B-roll: close-up of settings menu]". They make filming and editing much faster.

## Step 6: Make it sound like you

This is the step that turns an AI draft into your script. Read the whole thing out loud, at the speed you would record it. Every time you stumble, change the sentence. Every time you hear a phrase you would never say, replace it with what you would say. Most creators end up rewriting ten to twenty percent of the lines, and that ten to twenty percent is where the personality lives.

Then add what only you can add: a personal story, an opinion, a result from your own test, a callback to an earlier video, the inside joke your community loves. Finally, check every fact, number and claim. AI models can be confidently wrong, and a correction in the comments costs more trust than the minutes you saved.

## Step 7: End with one clear call to action

Close with a single, specific next step. "Subscribe, like, comment and check out my course" is four requests, and viewers follow none of them. Pick the one that matters most for this video. Tie it to the value they just received: "If this saved you an hour, the next video shows how to automate the whole process."

## Step 8: From script to voiceover

If you produce faceless videos, explainers or narrated slideshows, you can turn the finished script straight into audio. In Genesis Studio the voiceover card appears under the generated script: choose one of ${v.voiceCount} voices, generate, and play the result in the built-in player. Voiceovers work on scripts up to 5,000 characters, so split a long script into sections and generate each one separately. You can download the audio as an MP3 and drop it into your editor.

Even if you record your own voice, an AI read-through quickly exposes long sentences and sections that drag.

## A workflow you can repeat every week

Here is a routine many creators settle into once AI is part of their process:

1. Write a two-sentence brief and a working title.
2. Generate a script at your target length and tone, or start from a quick template such as Tutorial, Review, Vlog or Explainer.
3. Rewrite the hook and cut the introduction.
4. Read the script aloud, rewrite what does not sound like you, and add a personal story or opinion.
5. Fact-check every claim and number.
6. Add B-roll and on-screen notes.
7. Record, or generate a voiceover for narrated formats.
8. Paste the final script into the SEO tool to get title ideas, a description and tags.

The first time through this takes an hour; by the fourth video it takes half that.

## Common mistakes to avoid

- **Publishing the first draft.** It will be competent and forgettable. Your edits are the product.
- **Stuffing keywords into the script.** Write for the viewer; put search terms in the title, description and tags.
- **Ignoring the analytics.** After each upload, find the biggest drop in the retention graph and read the script at that moment. It is the best writing teacher you will ever have.

## Start writing

AI does not replace the creator; it replaces the blank page. Give it a specific brief, choose the length and tone deliberately, rewrite the hook, make the middle earn its place and put your own voice on top. Do that every week and you will publish more often without publishing worse. Try it on your next video with the free trial and see how much faster a first draft becomes.`;
