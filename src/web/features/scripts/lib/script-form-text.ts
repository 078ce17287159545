// The Script Writing form's words, shared with the studio's pre-rendered frame (which draws the same
// form before the studio's code is in, so the two must not drift apart).
export const SCRIPT_FORM_DESCRIPTION = 'Describe your video and pick a length and tone.';
export const TOPIC_LABEL = 'Video Topic or Keywords';
export const TOPIC_PLACEHOLDER = 'e.g. How to start a vegetable garden on a balcony';
