// The package ships no types: this covers the part of its Emscripten/WebIDL surface we call.
declare module '@echogarden/espeak-ng-emscripten' {
  export interface EspeakEvent {
    type: 'list_terminated' | 'word' | 'sentence' | 'mark' | 'play' | 'end' | 'msg_terminated' | 'phoneme' | 'samplerate';
    /** 1-based position in the input, counted in characters. */
    text_position: number;
    word_length: number;
    /** Milliseconds from the start of this synthesize() call. */
    audio_position: number;
    id?: number | string;
  }

  export interface EspeakVoiceInfo {
    name: string;
    identifier: string;
    languages: { priority: number; name: string }[];
  }

  export interface ESpeakNGWorker {
    /** 0 on success (espeak_ERROR codes otherwise). Accepts 'en-us' or 'en-us+f2' (voice + variant). */
    set_voice(name: string): number;
    list_voices(): EspeakVoiceInfo[];
    get_samplerate(): number;
    set_rate(wordsPerMinute: number): void;
    get_rate(): number;
    set_pitch(pitch: number): void;
    get_pitch(): number;
    set_range(range: number): void;
    get_range(): number;
    /** Calls back with each chunk of 16-bit mono samples and its events; return true to stop. */
    synthesize(text: string, callback: (samples: Int16Array, events: EspeakEvent[]) => boolean | number): void;
  }

  export interface ESpeakNGModule {
    eSpeakNGWorker: new () => ESpeakNGWorker;
  }

  const createModule: (options?: object) => Promise<ESpeakNGModule>;
  export default createModule;
}
