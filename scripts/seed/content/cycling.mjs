// Urban cycling (en, de, fr, es)

export const authors = [
  {
    h: 'bikelane_bex',
    n: 'Bex Carter',
    f: 9730,
    bio: 'Urban cycling advocate. Protected bike lanes or bust. Mum of 2, cargo bike pilot. Manchester.',
  },
  {
    h: 'velo_zurich',
    n: 'Reto Keller',
    f: 2220,
    l: 'de',
    bio: 'Velo-Pendler in Zürich. Stadtplanung, ÖV und Alpenpässe am Wochenende.',
  },
  {
    h: 'cargobike_cami',
    n: 'Camille Roux',
    f: 1610,
    l: 'fr',
    bio: 'Vélo-cargo, deux enfants, zéro voiture. Strasbourg.',
  },
  {
    h: 'pedal_pablo',
    n: 'Pablo Vidal',
    f: 884,
    l: 'es',
    bio: 'En bici por Valencia. Carriles bici, urbanismo y horchata.',
  },
  {
    h: 'urbanist_memes',
    n: 'Urbanist Memes 🏙️',
    f: 67400,
    bio: 'Memes about cities, trains and bikes. Cars are a personality disorder (jk) (mostly).',
  },
  {
    h: 'cyclecount_cj',
    n: 'CJ Okafor',
    f: 94,
    bio: 'I read bike counter data so you do not have to. Spreadsheets, Manchester, FOI requests.',
  },
  {
    h: 'commute_kat',
    n: 'Kat Byrne',
    f: 132,
    bio: 'Nurse. Cycles to night shifts. Tea > coffee.',
  },
  {
    h: 'steel_is_real',
    n: 'Gregor Platt',
    f: 1420,
    bio: 'Frame builder and bike mechanic. Lugged steel, old Campagnolo, fixing what others throw away. Sheffield.',
  },
]

export const posts = [
  {
    k: 'cy1',
    a: 'bikelane_bex',
    at: 90,
    likes: 1725,
    t: "A painted line is not a bike lane. It's a suggestion that drivers ignore. Protected bike lanes or it doesn't count.",
  },
  {
    k: 'cy2',
    a: 'velo_zurich',
    m: [
      'p:Eine breite, rot markierte Veloroute entlang einer Straße in Zürich mit mehreren Velofahrenden',
    ],
    t: 'Neue Velovorzugsroute in Zürich eröffnet. 4 km durchgehend, kaum Ampeln, breit genug zum Überholen. So geht das.',
  },
  {
    k: 'cy3',
    a: 'cargobike_cami',
    m: ['p:Un vélo-cargo avec deux enfants dans la caisse avant et des sacs de courses'],
    t: "Deux enfants, les courses de la semaine et bientôt le sapin de Noël. Le vélo-cargo, c'est notre voiture.",
  },
  {
    k: 'cy4',
    a: 'pedal_pablo',
    t: "Valencia tiene más de 160 km de carril bici y aun así hay gente que dice que 'aquí no se puede ir en bici'. Llano, con sol y con carril. ¿Qué más queréis?",
  },
  {
    k: 'cy5',
    a: 'bikelane_bex',
    likes: 826,
    t: "Why bike lanes don't 'cause congestion', a short thread 🚲 1/\n\nA lane of cars moves ~2,000 people per hour. A protected bike lane of the same width can move 7,000+.",
  },
  {
    k: 'cy6',
    a: 'bikelane_bex',
    re: 'cy5',
    t: '2/ Every person on a bike is one less car in front of you at the lights. Drivers should be the loudest bike lane fans of all. /end',
  },
  {
    k: 'cy7',
    a: 'tokio_tinkerer',
    t: "got doored this morning. i'm fine, bike is mostly fine, driver said 'didn't see you'. we need real bike lanes in this city, full stop.",
  },
  {
    k: 'cy8',
    a: 'bikelane_bex',
    re: 'cy7',
    t: "So sorry Sam, glad you're okay. Please report it to the council, every report counts for the new lane proposal.",
  },
  {
    k: 'cy9',
    a: 'lowlevel_lena',
    t: 'Commuting through Zürich by bike in November: gloves, lights, and the smug feeling of passing a 2 km tram queue.',
  },
  {
    k: 'cy10',
    a: 'velo_zurich',
    q: 'cy1',
    t: 'Genau. In Zürich haben wir es langsam verstanden: getrennte Velowege, nicht nur Farbe auf der Straße.',
  },
  {
    k: 'cy11',
    a: 'cargobike_cami',
    t: "Mon fils de 6 ans vient d'apprendre à rouler sans petites roues. Sur la piste cyclable protégée, je l'ai laissé passer devant. Voilà pourquoi on se bat pour ces aménagements.",
  },
  {
    k: 'cy12',
    a: 'pedal_pablo',
    m: ['v:70'],
    t: 'Así es ir en bici al trabajo por Valencia a las 8 de la mañana. Sin estrés, 14 minutos.',
  },
  {
    k: 'cy13',
    a: 'bikelane_bex',
    t: "Road tax doesn't exist, roads are paid for by everyone, and my cargo bike weighs less than one of your car's wheels. Anyway, good morning ☀️",
  },
  {
    k: 'cy14',
    a: 'ferrowheel',
    t: 'started biking to the office instead of taking the bus. same time, better mood, and I debug async problems in my head while pedaling. 10/10',
  },
  {
    k: 'cy15',
    a: 'velo_zurich',
    m: ['p:Serpentinen einer Passstraße mit Nebel über dem Tal'],
    t: 'Furkapass am Wochenende. 2429 m, oben Nebel, unten Sonne. Beine kaputt, Kopf frei.',
  },
  {
    k: 'cy16',
    a: 'bikelane_bex',
    likes: 2442,
    m: [
      'p:A kerb-separated two-way bike lane on a city street with people cycling in both directions',
    ],
    t: 'The new protected bike lanes on our high road are OPEN!! Four years of council meetings. Someone bring me cake.',
  },
  {
    k: 'cy17',
    a: 'cargobike_cami',
    re: 'cy16',
    t: "Bravo !! Quatre ans c'est long, mais c'est pour des décennies 🚲",
  },
  {
    k: 'cy18',
    a: 'gridwatcher',
    t: 'Underrated climate policy: protected bike lanes and e-bike subsidies. Cheap, fast to build, and people actually like them once they exist.',
  },
  {
    k: 'cy19',
    a: 'pedal_pablo',
    re: 'cy4',
    noAt: true,
    t: 'Y antes de que alguien lo diga: sí, en agosto hace calor. Por eso existen las mañanas.',
  },
  // --- Explore hard cases: copies, counter data, rust (corrosion), headwind
  {
    k: 'cyx1',
    a: 'urbanist_memes',
    at: 24,
    likes: 3380,
    // copy of cy1, no credit
    t: "A painted line is not a bike lane. It's just a suggestion that drivers ignore. Protected bike lanes or it doesn't count 🚲🔥",
  },
  {
    k: 'cyx2',
    a: 'cyclecount_cj',
    likes: 3,
    t: 'Counter data from the new protected bike lane on Oxford Rd, first 8 weeks: 3,140 trips per weekday vs 1,210 in the same weeks last year on the old painted one. Women riding: up from 24% to 37%. Motor traffic on the parallel road: down 4%, not up.',
  },
  {
    k: 'cyx3',
    a: 'pedal_pablo',
    t: "En Manchester lo llaman 'protected bike lanes' y aquí 'carril bici segregado'. Mismo concepto en los dos idiomas: si no hay separación física, no es un carril, es pintura.",
  },
  {
    k: 'cyx4',
    a: 'commute_kat',
    re: 'cy16',
    likes: 1,
    t: 'rode the new bike lane home after night shift this morning and nearly cried. thank you for all those meetings 😭🚲',
  },
  {
    k: 'cyx5',
    a: 'bikelane_bex',
    m: ['p:A white delivery van with hazard lights on parked across a kerb-protected bike lane'],
    t: 'Day 3 of the new bike lane: a delivery van parked in the one gap between the kerbs, hazards on, "only two minutes". The kerbed part? Empty, perfect, untouched. Kerbs work. Paint does not.',
  },
  {
    k: 'cyx6',
    a: 'steel_is_real',
    likes: 4,
    t: 'After winter, check your chain. Road salt turned every link on my commuter orange by February. Light surface rust wipes off with an oily rag; if links are stiff, replace it. A £25 chain is cheaper than a worn cassette and chainrings.',
  },
  {
    k: 'cyx7',
    a: 'steel_is_real',
    t: "Rebuilding a 1980s steel frame? First job: spray frame saver into every tube through the bottom bracket shell and seatpost, then rotate the frame so it coats the inside. Rust starts inside where you can't see it. 20 minutes now, 20 more years of frame.",
  },
  {
    k: 'cyx8',
    a: 'bikelane_bex',
    t: "45 minutes into a wind straight off the Pennines this morning, cargo bike with both kids in the box. It's basically a sail. Average speed 11 km/h. Still beat the bus 💪",
  },
]

export const reposts = [['commute_kat', 'cyx2']]
