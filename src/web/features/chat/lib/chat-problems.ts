/** What the chat's toasts say (spec §5, §8). */
export const chatProblems = {
  notConnected: { title: 'Connection Error', description: 'Please wait for connection to establish' },
  speechOffline: { title: 'Connection Error', description: 'WebSocket connection not available' },
  noConversation: { title: 'No Conversation', description: 'There is no conversation to clear yet.' },
  noVoiceProfile: { title: 'No Voice Profile', description: 'Please select a voice profile first' },
  newChatFailed: { title: 'New Chat Failed', description: 'Could not start a new conversation. Please try again.' },
  /** The microphone refused (spec §8), as the voice recorder says it; the voice feature is not loaded with the chat. */
  microphoneRefused: { title: 'Recording Error', description: 'Could not access microphone' },
  /** The title over a socket 'error' event's message. */
  serverError: 'Chat Error',
} as const;
