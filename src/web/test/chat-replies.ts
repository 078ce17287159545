// Replies the offline chat writer (src/server/writing/offline-writer/chat) gives, copied verbatim: the client
// cannot import server code, and 'Use in project' must fit what the chat really answers.

/** Story Ideas: 'Give me video ideas about balcony tomato gardening'. */
export const storyIdeasReply = `Here are three story ideas about **balcony tomato gardening** for **your viewers**.

### 1. The Balcony Tomato Gardening Truce
- **Logline:** A rookie reporter is forced to team up with their loudest online critic to settle the argument about balcony tomato gardening once and for all, and it slowly becomes about the people they had stopped calling.
- **Opening hook:** "My grandfather never talked about balcony tomato gardening. Then I found the box."
- **Tone:** Heartfelt
- **Why it fits your viewers:** Two people carry the story, which gives your viewers someone to root for and something to argue about in the comments. The premise needs no special knowledge, so a first-time viewer can follow it.

### 2. Balcony Tomato Gardening: One Night Only
- **Logline:** A night-shift nurse has one night to pull off something impossible with balcony tomato gardening before a deadline that decides their future, and the cost of failing is higher than anyone admits.
- **Opening hook:** "I had one rule about balcony tomato gardening. I broke it on day one."
- **Tone:** Dramatic
- **Why it fits your viewers:** A clear goal and a deadline give your viewers a reason to stay to the end. It can be summed up in one sentence, which makes it easy to share.

### 3. Nobody's Balcony Tomato Gardening Expert
- **Logline:** An overconfident influencer, the last person anyone expected to care about balcony tomato gardening, ends up the only one who can fix what everyone else broke, and the rules seem to change every time they look away.
- **Opening hook:** "Don't look too closely at balcony tomato gardening. I did."
- **Tone:** Dark
- **Why it fits your viewers:** A visible before and after lets your viewers picture themselves making the same change. The hero is ordinary on purpose, so anyone can step into their shoes.

**Next step:** say 'expand on 2' for a beat outline and opening lines, or 'make the first one funnier' to change a tone. When one feels right, paste its logline into Script Writing with the Storytelling tone.`;

/** Script Prompts: 'Script prompts for a budget travel channel' (each names its Script Writing settings). */
export const scriptPromptsReply = `Here are three ready-to-use script prompts about **a budget travel channel** for **your viewers**. Paste one into Script Writing or any script generator.

### 1. Budget Travel Channel: Myths vs Facts
> Write a 2-minute YouTube script about a budget travel channel.
> Tone: energetic; use short, punchy lines and quick transitions.
> Open with the most common myth, stated as if it were true, then a pause.
> Then cover (1) why the myth sounds believable, (2) what is actually the case, explained simply, (3) two more myths in quick succession, (4) the one thing to remember.
> End with one clear next step for the viewer. Keep sentences short enough to read aloud and put B-roll ideas in [brackets].

- **Script Writing settings:** topic "The biggest myths about a budget travel channel", 1-3 minutes, tone Energetic, template Explainer
- **Why this angle:** correcting something your viewers already believe is one of the quickest ways to earn attention.

### 2. Budget Travel Channel: Mistakes to Avoid
> Write a 2-minute YouTube script about a budget travel channel.
> Tone: educational; define each term the first time it appears.
> Open with the costliest mistake shown first, without saying yet how to fix it.
> Then cover (1) mistake one, why it happens and the fix, (2) mistake two, with a before-and-after, (3) mistake three, the one experienced people still make, (4) a checklist to avoid all three.
> End with one clear next step for the viewer. Keep sentences short enough to read aloud and put B-roll ideas in [brackets].

- **Script Writing settings:** topic "Common mistakes with a budget travel channel and how to fix them", 1-3 minutes, tone Educational, template Tutorial
- **Why this angle:** mistakes are specific and practical, so your viewers can act on them the same day.

### 3. Budget Travel Channel: Behind the Scenes
> Write a 2-minute YouTube script about a budget travel channel.
> Tone: storytelling; tell it as one continuous story with a clear turning point.
> Open with a shot of something viewers normally never see, with one line of context.
> Then cover (1) the part everyone sees, (2) the work behind it, step by step, (3) the thing that surprised you, (4) what viewers can take from it.
> End with one clear next step for the viewer. Keep sentences short enough to read aloud and put B-roll ideas in [brackets].

- **Script Writing settings:** topic "Behind the scenes of a budget travel channel", 1-3 minutes, tone Storytelling, template Vlog
- **Why this angle:** a look behind the curtain builds trust with your viewers without selling anything.

**Tip:** One idea per video: if a prompt grows a second topic, save it for the next video.`;

/** Advertising: 'Ad ideas for my coffee subscription' with a $1000/month budget. */
export const adConceptsReply = `Here are three ad concepts for **your coffee subscription**, with a budget split for **$1,000 a month**.

### 1. Before & After
- **Angle:** A visible change is the whole ad: the same scene before and after your coffee subscription.
- **Hook (first 3 seconds):** "Watch what changes in the next fifteen seconds."
- **15-second version:**
  - 0–3 s: the "before", shot plainly
  - 3–10 s: a quick transition (a snap, a swipe, a door opening)
  - 10–15 s: the "after" and the call to action
- **30-second version:**
  - 0–3 s: the "before", shot plainly
  - 3–8 s: what it is like to live with the "before"
  - 8–18 s: the switch to your coffee subscription, step by step
  - 18–25 s: the "after", shown from the same angle as the opening
  - 25–30 s: the call to action over the "after" shot
- **Call to action:** Come and see it in person this week.
- **Best channel:** Instagram Reels: vertical video in a feed built for discovery

### 2. The Why
- **Angle:** The person behind your coffee subscription explains, in one breath, why it exists.
- **Hook (first 3 seconds):** "We started our coffee subscription because of one problem."
- **15-second version:**
  - 0–3 s: the founder or owner, straight to camera
  - 3–10 s: the problem they set out to fix, shown
  - 10–15 s: your coffee subscription today and the call to action
- **30-second version:**
  - 0–3 s: the founder or owner, straight to camera
  - 3–8 s: the problem they set out to fix
  - 8–18 s: the first version, and what changed since
  - 18–25 s: who it is for: your customers
  - 25–30 s: the call to action, said by the founder
- **Call to action:** Send a message to get started.
- **Best channel:** Facebook feed: broad reach, with targeting by interest and location

### 3. The Challenge
- **Angle:** Turn your coffee subscription into a quick challenge your customers can join or copy.
- **Hook (first 3 seconds):** "Can you do this in fifteen seconds?"
- **15-second version:**
  - 0–3 s: the challenge in one line, on screen
  - 3–10 s: someone attempting it with your coffee subscription
  - 10–15 s: the result and an invitation to try it
- **30-second version:**
  - 0–3 s: the challenge in one line, on screen
  - 3–8 s: the first attempt, which goes wrong
  - 8–18 s: the second attempt with your coffee subscription, which works
  - 18–25 s: a creator or customer taking the challenge on
  - 25–30 s: the invitation to try it and the call to action
- **Call to action:** Tap 'Learn more' to see our coffee subscription for yourself.
- **Best channel:** YouTube Shorts: short vertical video next to long-form viewing

## Budget split: $1,000 a month
Your budget: **$1,000 a month** (about $33 a day).

- **Google Search ads:** 25% · $250
- **Instagram Reels:** 25% · $250
- **Facebook feed:** 20% · $200
- **YouTube Shorts:** 20% · $200
- **Testing reserve:** 10% · $100 (move it to the concept with the lowest cost per result after the first week)

**Total:** 100% · $1,000 a month

## What to measure
- Search terms and cost per click on Google Search: which words bring buyers
- Hook rate and saves on Instagram Reels
- Click-through rate and cost per result on Facebook
- View-through rate on YouTube Shorts
- **Cost per result** (sale, booking, sign-up or subscriber) for each concept: it decides where the money goes next
- Give each concept the same budget for the first week before judging, and change one thing at a time

**Next step:** say 'expand on 1' for a full 30-second script with shots and voiceover, or 'make the second one funnier'.`;

/** Story Ideas, then 'expand on 2': one idea with the topic to use in Script Writing. */
export const expandedIdeaReply = `Here is idea 2, worked into a 2-minute outline you can film.

### 2. Balcony Tomato Gardening: One Night Only
- **Logline:** A night-shift nurse has one night to pull off something impossible with balcony tomato gardening before a deadline that decides their future, and the cost of failing is higher than anyone admits.
- **Opening hook:** "I had one rule about balcony tomato gardening. I broke it on day one."
- **Tone:** Dramatic

**Beat outline**
1. **Hook (0:00–0:10):** "I had one rule about balcony tomato gardening. I broke it on day one."
2. **Setup (0:10–0:40):** The deadline lands at sunset with no warning and no way to move it.
3. **Turn (0:40–1:10):** Every hour brings a new obstacle, and help comes from the last person a night-shift nurse would ask.
4. **Climax (1:10–1:40):** With minutes left, a night-shift nurse has to pick between finishing and finishing well.
5. **Payoff (1:40–2:00):** Dawn shows whether it worked, and what a night-shift nurse learned about working under pressure.

**Opening lines**
> I had one rule about balcony tomato gardening. I broke it on day one.
>
> It started the way these things always do: with a promise I couldn't keep.
>
> By the end of the week, I would lose something I didn't know I had.

**Shots to plan**
- A clock in the corner of the frame, counting down
- A slow push-in on the hero's face at the turn
- A close-up that introduces balcony tomato gardening before anything is explained

**Next step:** in Script Writing, use the topic "Balcony Tomato Gardening: One Night Only: A night-shift nurse has one night to pull off something impossible with balcony tomato gardening before a deadline that decides their future", the Storytelling tone and 1-3 minutes. Or say 'make it shorter' or 'make it darker'.`;

/** Story Ideas: 'thanks'. */
export const thanksReply = `You're welcome! Tell me a topic whenever you're ready and I'll draft some ideas.`;
