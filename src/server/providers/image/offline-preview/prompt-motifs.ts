/**
 * Reads the user's words: normalises them into the key that seeds the layout, and spots a few
 * well-known motifs (a creature, a tree, a building, mountains, water, night …) so that the
 * picture is recognisably about the prompt rather than an arbitrary pattern.
 */

export type SubjectKind = 'creature' | 'tree' | 'building' | 'peak' | 'orb' | 'flower';
/** Shape details inside a kind: ear style for creatures, silhouette for buildings. */
export type SubjectVariant =
  'pointy' | 'round' | 'long' | 'hair' | 'robot' | 'house' | 'tower' | 'castle' | 'round-tree' | 'conifer' | 'palm' | 'plain';

export interface Motifs {
  /** Lower-case words without punctuation or accents, in the prompt's order. */
  words: string[];
  /** The normalised prompt: the layout's seed. */
  key: string;
  subject: SubjectKind;
  variant: SubjectVariant;
  water: boolean;
  city: boolean;
  mountains: boolean;
  forest: boolean;
  night: boolean;
  snow: boolean;
  flowers: boolean;
}

const subjectWords: Record<SubjectKind, Record<string, SubjectVariant>> = {
  creature: {
    cat: 'pointy',
    kitten: 'pointy',
    fox: 'pointy',
    wolf: 'pointy',
    dragon: 'pointy',
    owl: 'pointy',
    tiger: 'pointy',
    lion: 'round',
    dog: 'round',
    puppy: 'round',
    retriever: 'round',
    bear: 'round',
    panda: 'round',
    mouse: 'round',
    monkey: 'round',
    animal: 'round',
    creature: 'round',
    monster: 'round',
    pet: 'round',
    bird: 'round',
    penguin: 'round',
    hamster: 'round',
    koala: 'round',
    rabbit: 'long',
    bunny: 'long',
    hare: 'long',
    deer: 'long',
    llama: 'long',
    horse: 'long',
    person: 'hair',
    people: 'hair',
    girl: 'hair',
    boy: 'hair',
    man: 'hair',
    woman: 'hair',
    child: 'hair',
    kid: 'hair',
    chef: 'hair',
    creator: 'hair',
    portrait: 'hair',
    face: 'hair',
    hero: 'hair',
    princess: 'hair',
    wizard: 'hair',
    astronaut: 'hair',
    character: 'hair',
    robot: 'robot',
    android: 'robot',
    cyborg: 'robot',
    droid: 'robot',
    mech: 'robot',
  },
  tree: {
    tree: 'round-tree',
    oak: 'round-tree',
    forest: 'round-tree',
    garden: 'round-tree',
    park: 'round-tree',
    orchard: 'round-tree',
    autumn: 'round-tree',
    leaves: 'round-tree',
    plant: 'round-tree',
    bonsai: 'round-tree',
    pine: 'conifer',
    fir: 'conifer',
    christmas: 'conifer',
    woods: 'conifer',
    palm: 'palm',
    tropical: 'palm',
    jungle: 'palm',
    island: 'palm',
  },
  building: {
    house: 'house',
    home: 'house',
    cottage: 'house',
    cabin: 'house',
    shop: 'house',
    cafe: 'house',
    coffee: 'house',
    bakery: 'house',
    restaurant: 'house',
    kitchen: 'house',
    office: 'house',
    studio: 'house',
    barn: 'house',
    village: 'house',
    market: 'house',
    tower: 'tower',
    lighthouse: 'tower',
    skyscraper: 'tower',
    city: 'tower',
    skyline: 'tower',
    building: 'tower',
    street: 'tower',
    downtown: 'tower',
    alley: 'tower',
    castle: 'castle',
    palace: 'castle',
    fortress: 'castle',
    temple: 'castle',
    church: 'castle',
    cathedral: 'castle',
    kingdom: 'castle',
  },
  peak: {
    mountain: 'plain',
    mountains: 'plain',
    peak: 'plain',
    volcano: 'plain',
    cliff: 'plain',
    canyon: 'plain',
    hill: 'plain',
    hills: 'plain',
    alps: 'plain',
    glacier: 'plain',
    summit: 'plain',
    desert: 'plain',
    dune: 'plain',
    dunes: 'plain',
    pyramid: 'plain',
  },
  orb: {
    planet: 'plain',
    earth: 'plain',
    moon: 'plain',
    globe: 'plain',
    ball: 'plain',
    orb: 'plain',
    sphere: 'plain',
    bubble: 'plain',
    galaxy: 'plain',
    space: 'plain',
    crystal: 'plain',
    apple: 'plain',
    orange: 'plain',
    fruit: 'plain',
    bowl: 'plain',
    ramen: 'plain',
    cup: 'plain',
    latte: 'plain',
    donut: 'plain',
    cake: 'plain',
    dessert: 'plain',
    pizza: 'plain',
    headphones: 'plain',
    lantern: 'plain',
  },
  flower: {
    flower: 'plain',
    flowers: 'plain',
    rose: 'plain',
    roses: 'plain',
    tulip: 'plain',
    tulips: 'plain',
    daisy: 'plain',
    sunflower: 'plain',
    lotus: 'plain',
    blossom: 'plain',
    bloom: 'plain',
    bouquet: 'plain',
    petals: 'plain',
    lily: 'plain',
    orchid: 'plain',
    spring: 'plain',
  },
};

const featureWords = {
  water: [
    'sea',
    'ocean',
    'lake',
    'river',
    'beach',
    'water',
    'waves',
    'wave',
    'coast',
    'harbor',
    'harbour',
    'pond',
    'bay',
    'island',
    'shore',
    'waterfall',
    'rain',
    'rainy',
    'boat',
    'ship',
    'sail',
  ],
  city: ['city', 'skyline', 'street', 'downtown', 'town', 'urban', 'cyberpunk', 'futuristic', 'alley', 'buildings', 'metropolis'],
  mountains: [
    'mountain',
    'mountains',
    'peak',
    'alps',
    'cliff',
    'hills',
    'hill',
    'valley',
    'canyon',
    'volcano',
    'glacier',
    'desert',
    'dunes',
  ],
  forest: ['forest', 'woods', 'trees', 'jungle', 'park', 'garden', 'autumn', 'leaves', 'orchard', 'countryside'],
  night: [
    'night',
    'midnight',
    'stars',
    'starry',
    'galaxy',
    'space',
    'moon',
    'moonlit',
    'evening',
    'dusk',
    'twilight',
    'fireflies',
    'nocturnal',
    'astronaut',
  ],
  snow: ['snow', 'snowy', 'winter', 'ice', 'frozen', 'glacier', 'arctic', 'frost'],
  flowers: ['flower', 'flowers', 'garden', 'spring', 'meadow', 'blossom', 'petals', 'bloom', 'roses', 'tulips'],
} as const;

const subjectKinds = Object.keys(subjectWords) as SubjectKind[];

export function normaliseWords(prompt: string): string[] {
  return prompt
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** `hash` picks a subject when no word names one, so every prompt still gets its own picture. */
export function readMotifs(prompt: string, hash: number): Motifs {
  const words = normaliseWords(prompt);
  const has = (list: readonly string[]) => words.some((word) => list.includes(word));
  let subject: SubjectKind | undefined;
  let variant: SubjectVariant = 'plain';
  for (const word of words) {
    const kind = subjectKinds.find((candidate) => word in subjectWords[candidate]);
    if (kind) {
      subject = kind;
      variant = subjectWords[kind][word] ?? 'plain';
      break;
    }
  }
  if (!subject) {
    subject = subjectKinds[hash % subjectKinds.length] as SubjectKind;
    const fallbacks: Record<SubjectKind, SubjectVariant[]> = {
      creature: ['round', 'pointy', 'long'],
      tree: ['round-tree', 'conifer'],
      building: ['house', 'tower', 'castle'],
      peak: ['plain'],
      orb: ['plain'],
      flower: ['plain'],
    };
    const options = fallbacks[subject];
    variant = options[(hash >>> 8) % options.length] as SubjectVariant;
  }
  return {
    words,
    key: words.join(' '),
    subject,
    variant,
    water: has(featureWords.water),
    city: has(featureWords.city),
    mountains: has(featureWords.mountains),
    forest: has(featureWords.forest),
    night: has(featureWords.night),
    snow: has(featureWords.snow),
    flowers: has(featureWords.flowers),
  };
}
