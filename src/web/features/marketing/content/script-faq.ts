import { formatPlanPrice, freeTrial, plans } from '@shared/catalog/plans';
import { COMPETITORS } from './comparison';
import type { FaqItem } from './faq';

const { weekly, basic, premium } = plans;

function category(name: string, items: Omit<FaqItem, 'category'>[]): { name: string; items: FaqItem[] } {
  return { name, items: items.map((item) => ({ ...item, category: name })) };
}

/** The YouTube script generator FAQ (/youtube-script-generator-faq): six categories, three questions each. */
export const scriptFaqCategories: { name: string; items: FaqItem[] }[] = [
  category('AI Script Generator Basics', [
    {
      id: 'what-is-ai-script-generator',
      question: 'What is an AI script generator?',
      answer:
        'An AI script generator is a tool that writes a video script from a short brief: your topic or keywords, the length of the video and the tone you want. Instead of starting from a blank page, you get a structured draft with a hook, the main points in a logical order and a call to action, which you then edit and record.',
    },
    {
      id: 'how-does-genesis-write-scripts',
      question: 'How does the Genesis Studio script generator work?',
      answer:
        'Type a topic, pick a video length (1-3, 3-5, 5-10 or 10+ minutes) and one of eight tones, or start from a quick template for a tutorial, review, vlog or explainer. Genesis Studio writes the script, shows its word count and estimated reading time, and lets you copy or download it or turn it into an AI voiceover.',
    },
    {
      id: 'will-scripts-sound-robotic',
      question: 'Will an AI-written script sound robotic?',
      answer:
        'Not if you treat it as a first draft. Choose a tone that matches your channel, give the generator a specific topic rather than a single word, and then read the script out loud and change the phrases you would never say. Most creators keep the structure and rewrite ten to twenty percent of the lines in their own words.',
    },
  ]),
  category('Voice Cloning Software', [
    {
      id: 'what-is-voice-cloning',
      question: 'What is voice cloning software?',
      answer:
        'Voice cloning software learns the characteristics of a voice, such as pitch, pace and timbre, from a recorded sample and can then speak new text in a voice that resembles it. Creators use it to produce narration, replies and drafts without recording every line themselves.',
    },
    {
      id: 'how-to-clone-voice',
      question: 'How do I clone my voice in Genesis Studio?',
      answer:
        'Open the voice setup, read the suggested sample text aloud (or upload a recording of 30 to 60 seconds), give the profile a name and create it. Record in a quiet room, keep a steady distance from the microphone and speak naturally. Once the profile is active you can select it in the chat assistant.',
    },
    {
      id: 'voice-cloning-consent',
      question: 'Can I clone someone else\u2019s voice?',
      answer:
        'Only with that person\u2019s clear permission. Cloning a voice without consent, or using a cloned voice to impersonate or mislead people, is not allowed under our terms. Your own voice samples are stored privately in your account and you can delete a voice profile at any time.',
    },
  ]),
  category('YouTube Content Creation', [
    {
      id: 'script-length-for-youtube',
      question: 'How long should a YouTube script be?',
      answer:
        'Spoken English runs at roughly 130 to 160 words per minute, so a 5-minute video needs about 650 to 800 words and a 10-minute video about 1,300 to 1,600. Pick the length that your topic truly needs: viewers stay for videos that deliver on their title without padding.',
    },
    {
      id: 'improve-retention',
      question: 'How can a script improve audience retention?',
      answer:
        'Open with a hook in the first fifteen seconds that states the payoff of the video, cut the long introduction, and keep a clear structure so viewers always know what comes next. Add pattern breaks every minute or so, such as a question, an example or a change of scene, and end with one specific call to action.',
    },
    {
      id: 'titles-and-tags',
      question: 'Can Genesis Studio help with titles, descriptions and tags?',
      answer:
        'Yes. Paste your script or description into the SEO Optimization tool, choose your target audience and how competitive the topic is, and you get an SEO score, several title suggestions, an optimised description and recommended tags that you can copy straight into YouTube Studio.',
    },
  ]),
  category('Multimodal AI Platform', [
    {
      id: 'what-is-multimodal',
      question: 'What does multimodal AI platform mean?',
      answer:
        'It means one platform works with several kinds of media: text for scripts and SEO, images for thumbnails and visuals, and audio for voiceovers and cloned voices. Because everything is in one studio, you can go from an idea to a script, a voiceover and matching artwork without moving files between tools.',
    },
    {
      id: 'thumbnails-and-visuals',
      question: 'Can I create thumbnails and visuals for my videos?',
      answer:
        'Yes. The image generator creates artwork in styles such as photorealistic, cinematic, digital art, watercolor, anime and hyper-realistic 3D, with controls for aspect ratio (including 16:9 for thumbnails), quality, lighting, composition and colour palette. Every image is saved to your gallery so you can download it later.',
    },
    {
      id: 'chat-assistant',
      question: 'What can the AI chat assistant do?',
      answer:
        'The assistant brainstorms with you in three modes: Story Ideas, Script Prompts and Advertising. Tell it your niche, audience and budget and it tailors its suggestions. It answers in realtime, can read replies aloud, and accepts spoken questions in browsers that support speech input.',
    },
  ]),
  category('Pricing and Value', [
    {
      id: 'script-generator-price',
      question: 'How much does the Genesis Studio script generator cost?',
      answer: `Plans start at ${formatPlanPrice(weekly)} for ${weekly.name} with ${weekly.limits.scripts} scripts a week. ${basic.name} is ${formatPlanPrice(basic)} with ${basic.limits.scripts} scripts a month, and ${premium.name} is ${formatPlanPrice(premium)} with unlimited scripts and images. The script generator, SEO tools, image generator and chat are included in every plan.`,
    },
    {
      id: 'compared-to-others',
      question: 'How does the price compare with other AI writing tools?',
      answer: `Many general AI writing tools charge ${COMPETITORS.map((competitor) => competitor.price).join(' or ')} for a single seat, often for text only. Genesis Studio plans start at ${formatPlanPrice(weekly)} and include script writing, voiceovers, SEO analysis and image generation together. See the comparison page for a feature-by-feature view.`,
    },
    {
      id: 'is-it-worth-it',
      question: 'Is a paid plan worth it for a small channel?',
      answer: `If you publish at least one video a week, the time saved on research, drafting, titles and thumbnails usually outweighs the cost. Start with the ${freeTrial.durationHours}-hour free trial, make a real video with it, and only pick a plan if it actually speeds up your workflow.`,
    },
  ]),
  category('Getting Started', [
    {
      id: 'how-to-start',
      question: 'How do I get started?',
      answer: `Click Start Free Trial, create an account with your name, e-mail and a password, and you are taken straight to the studio. Your ${freeTrial.durationHours}-hour trial starts right away with unlimited scripts, images and chat, and no credit card is required.`,
    },
    {
      id: 'first-script',
      question: 'What is the fastest way to write my first script?',
      answer:
        'Pick a quick template such as Tutorial or Explainer, replace the sample topic with your own in one specific sentence, choose the length and tone, and generate. Read the result aloud, adjust the hook and the call to action, then create a voiceover or copy the script into your teleprompter.',
    },
    {
      id: 'need-technical-skills',
      question: 'Do I need technical skills to use Genesis Studio?',
      answer:
        'No. Everything works in the browser with forms and buttons, and the defaults are chosen so a first result is good without changing any settings. If you want to run your own instance, the self-hosted version installs with two commands and needs no API keys to start.',
    },
  ]),
];
