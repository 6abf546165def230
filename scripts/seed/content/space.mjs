// Space & astronomy (en, ja, pt, fr, es)

export const authors = [
  {
    h: 'orbitnerd',
    n: 'Tomás Herrera',
    f: 11200,
    bio: 'Aerospace engineer. Rockets, orbits, and explaining delta-v at parties. Houston.',
  },
  {
    h: 'darkskydeb',
    n: 'Deb Kowal',
    f: 5930,
    bio: 'Astrophotographer in the Arizona desert. Dark skies advocate. Clear skies!',
  },
  {
    h: 'launchlog',
    n: 'Launch Log',
    f: 340000,
    v: true,
    brand: true,
    bio: 'Every launch, every landing, every scrub. Space news without the hype.',
  },
  {
    h: 'hoshizora_mika',
    n: '星空みか',
    f: 6210,
    l: 'ja',
    bio: '星空写真を撮っています。長野在住。天体望遠鏡は3台（増える予定）。',
  },
  {
    h: 'astro_joao',
    n: 'João Matos',
    f: 1520,
    l: 'pt',
    bio: 'Astrónomo amador em Évora. Céus escuros do Alentejo ✨',
  },
]

export const posts = [
  {
    k: 'sp0',
    a: 'launchlog',
    inc: true,
    likes: 18200,
    t: 'Two weeks to launch: the heavy-lift rocket is stacked and rolling to the pad for its broadband satellite mission. 🚀',
  },
  {
    k: 'sp1',
    a: 'launchlog',
    likes: 31000,
    m: ['v:96'],
    t: 'LIFTOFF! The heavy-lift rocket clears the tower carrying 24 broadband satellites. Booster landing attempt in about 8 minutes 🚀',
  },
  {
    k: 'sp2',
    a: 'launchlog',
    mult: 0.5,
    t: "Booster has landed on the droneship. That's flight 27 for this booster. Reusability is just normal now.",
  },
  {
    k: 'sp3',
    a: 'orbitnerd',
    q: 'sp2',
    likes: 456,
    t: 'When I started in this industry people said a reusable first stage was a fantasy. 27 flights on one booster. Never get tired of this.',
  },
  {
    k: 'sp4',
    a: 'darkskydeb',
    likes: 3935,
    m: [
      'p:The Andromeda galaxy as a large glowing spiral with dark dust lanes, surrounded by stars',
    ],
    t: 'Andromeda Galaxy, 14 hours of total exposure over 5 nights from my backyard. Every photon in this image traveled 2.5 million years to hit my sensor.',
  },
  {
    k: 'sp5',
    a: 'hoshizora_mika',
    t: '今夜はオリオン座流星群の極大。長野の山の上で待機中。寒いけど星がきれい。 #流星群',
  },
  {
    k: 'sp6',
    a: 'hoshizora_mika',
    m: ['p:星空を横切る一筋の流星と山のシルエット'],
    t: '昨夜の流星群、1時間で23個数えました。写真にもいくつか写っていて嬉しい。',
  },
  {
    k: 'sp7',
    a: 'orbitnerd',
    likes: 911,
    t: "Why rockets don't go 'up' to reach orbit, they go sideways very fast. A thread for the curious 🚀 1/",
  },
  {
    k: 'sp8',
    a: 'orbitnerd',
    re: 'sp7',
    t: "2/ Orbit isn't about height, it's about speed. At 400 km up gravity is still ~90% as strong as on the ground. The station is constantly falling, it just moves sideways fast enough (7.7 km/s) to keep missing Earth.",
  },
  {
    k: 'sp9',
    a: 'orbitnerd',
    re: 'sp8',
    t: "3/ That's why launches pitch over almost immediately. Most of the fuel goes into horizontal speed, not altitude. /end",
  },
  {
    k: 'sp10',
    a: 'astro_joao',
    m: ['p:A Via Láctea sobre um sobreiro no Alentejo, céu cheio de estrelas'],
    t: 'Céu limpo no Alentejo esta noite. A Via Láctea tão nítida que parecia pintada. Temos dos céus mais escuros da Europa.',
  },
  {
    k: 'sp11',
    a: 'darkskydeb',
    t: "Dark skies PSA: switch your outdoor lights to warm, downward-facing fixtures. It's cheaper, it's better for wildlife, and you'll actually see the stars.",
  },
  {
    k: 'sp12',
    a: 'launchlog',
    mult: 0.08,
    t: "SCRUB. Today's launch is called off due to upper-level winds. Next attempt in 24 hours.",
  },
  {
    k: 'sp13',
    a: 'orbitnerd',
    likes: 1081,
    t: "JWST just released a new image of a protoplanetary disk and I've been staring at it for 20 minutes. Planets are forming right there. Right now-ish.",
  },
  {
    k: 'sp14',
    a: 'hoshizora_mika',
    t: '土星の環、去年はほとんど線にしか見えなかったのに、今年は少しずつ開いてきた。望遠鏡で見ると毎回感動する。',
  },
  {
    k: 'sp15',
    a: 'astro_joao',
    re: 'sp4',
    t: 'Que imagem incrível! Quanto tempo levou o processamento?',
  },
  {
    k: 'sp16',
    a: 'darkskydeb',
    re: 'sp15',
    t: 'about 6 hours of processing, and 3 of those were me fighting the light gradient from town 😅',
  },
  {
    k: 'sp17',
    a: 'orbitnerd',
    likes: 2561,
    t: 'Reminder that the Voyager probes, launched in 1977, are still sending data from interstellar space on a few watts of transmitter power. Your phone charger is stronger.',
  },
  {
    k: 'sp18',
    a: 'launchlog',
    mult: 0.06,
    t: 'This week in space: 6 launches, 1 scrub, a lunar lander checkout and a new crew arriving at the station 🧑‍🚀',
  },
  {
    k: 'sp19',
    a: 'darkskydeb',
    likes: 1844,
    m: ['v:40'],
    t: 'Timelapse from last night: the Milky Way rising over the Sonoran desert. 3 hours in 40 seconds.',
  },
  {
    k: 'sp20',
    a: 'hoshizora_mika',
    t: '星空撮影の基本。広角レンズ、三脚、ISO3200、シャッター15秒。あとは暗い場所と根気。',
  },
  {
    k: 'sp21',
    a: 'lumiere_lou',
    t: "Je repense encore à l'éclipse totale du 12 août vue depuis l'Espagne. Deux minutes de nuit en plein jour. Je n'ai jamais rien vu d'aussi beau.",
  },
  {
    k: 'sp22',
    a: 'viajera_vale',
    t: 'Todavía no supero el eclipse total de agosto desde Burgos. La gente aplaudía y lloraba. Si alguna vez hay uno cerca de vosotros, id. De verdad.',
  },
  {
    k: 'sp23',
    a: 'orbitnerd',
    re: 'sp1',
    t: "that ascent was textbook. MECO right on the timeline, clean stage sep. chef's kiss",
  },
  // --- Explore hard cases: other senses of goal / solar / wind
  {
    k: 'spx1',
    a: 'launchlog',
    mult: 0.1,
    t: "Lunar lander update: the mission's primary goal is a precision landing within 100 m of the target site near the south pole. The science payloads are a bonus. Landing window opens Thursday 14:20 UTC.",
  },
  {
    k: 'spx2',
    a: 'darkskydeb',
    likes: 640,
    t: 'Booked: 2 August 2027, Luxor, total solar eclipse. 6 minutes 23 seconds of totality, the longest on land until 2114. Bringing two cameras, a lot of sunscreen and zero expectations about sleep.',
  },
  {
    k: 'spx3',
    a: 'orbitnerd',
    t: "The solar wind leaves the Sun at ~400 km/s on a quiet day and over 800 km/s in a fast stream. When a burst of it hits Earth's magnetic field you get aurora at latitudes that normally never see one. Space weather is just weather with worse units.",
  },
]
