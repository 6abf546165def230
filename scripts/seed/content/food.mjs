// Cooking & food: ramen, sourdough, home cooking (en, ja, es, fr)

export const authors = [
  {
    h: 'crumb_shot',
    n: 'Bea Kowalczyk',
    f: 27300,
    bio: 'Sourdough obsessive. Bakery owner in Kraków. Crumb shots daily, no apologies.',
  },
  {
    h: 'ramen_rei',
    n: 'ラーメン日記レイ',
    f: 9120,
    l: 'ja',
    bio: '東京のラーメンを毎日食べ歩き。年間600杯が目標。スープは最後まで飲む派。',
  },
  {
    h: 'noodle_nick',
    n: 'Nick Alvarez',
    f: 1320,
    bio: 'home cook. noodles, dumplings and way too many chili oils. San Diego',
  },
  {
    h: 'abuela_pilar',
    n: 'Pilar Giménez',
    f: 15200,
    l: 'es',
    bio: 'Recetas de mi abuela y mías. Cocina española de siempre, sin complicaciones 🥘',
  },
  {
    h: 'chef_margaux',
    n: 'Margaux Petit',
    f: 7430,
    l: 'fr',
    bio: 'Cheffe à Bordeaux. Cuisine de saison, marchés et beurre (beaucoup).',
  },
  {
    h: 'weeknight_wok',
    n: 'Jun Tanaka-Hill',
    f: 2120,
    bio: 'weeknight recipes in 30 min or less. wok enthusiast. London.',
  },
]

export const posts = [
  {
    k: 'fo1',
    a: 'crumb_shot',
    likes: 3125,
    m: [
      'p:A sourdough loaf cut in half showing an open, glossy crumb with large irregular holes',
      'p:The same loaf from above with a tall ear and a blistered crust',
    ],
    t: '72 hour cold ferment, 80% hydration, and the sourdough crumb came out like lace. This is why I get up at 4am.',
  },
  {
    k: 'fo2',
    a: 'ramen_rei',
    likes: 491,
    m: ['p:鶏白湯ラーメン。白濁したスープにチャーシューと青ネギがのっている'],
    t: '今日のラーメンは神保町の新店。鶏白湯スープが濃厚なのに後味すっきり。麺は全粒粉入りの細麺。また行きたい。 #ラーメン',
  },
  {
    k: 'fo3',
    a: 'ramen_rei',
    t: 'ラーメン屋の行列に1時間並んで、食べ終わるまで8分だった。それでも大満足。',
  },
  {
    k: 'fo4',
    a: 'noodle_nick',
    m: ['p:A large pot of milky pork bone broth simmering on a stove'],
    t: 'made tonkotsu ramen broth at home. 14 hours of boiling pork bones. my apartment smells like a ramen shop and my neighbours hate me. worth it',
  },
  {
    k: 'fo5',
    a: 'weeknight_wok',
    t: "15 minute ramen upgrade: instant noodles, a jammy egg, chili crisp, spring onion, toasted sesame. Don't @ me, it's a Tuesday.",
  },
  {
    k: 'fo6',
    a: 'abuela_pilar',
    likes: 1692,
    t: 'Tortilla de patatas: ¿con cebolla o sin cebolla? En mi casa siempre con cebolla y la patata bien pochada. No hay discusión 😌',
  },
  {
    k: 'fo7',
    a: 'chef_margaux',
    m: ['p:Un bol de soupe orange avec des graines grillées et un filet de beurre noisette'],
    t: "Première soupe de potiron de la saison au restaurant. Beurre noisette, graines torréfiées, un peu de muscade. L'automne dans une assiette 🍂",
  },
  {
    k: 'fo8',
    a: 'crumb_shot',
    likes: 1186,
    bm: 0.8,
    t: 'Sourdough troubleshooting thread because my DMs are on fire 🔥\n\n1/ Dense loaf + very sour smell = underproofed or a sluggish starter. Feed it twice a day for 3 days before you bake.',
  },
  {
    k: 'fo9',
    a: 'crumb_shot',
    re: 'fo8',
    t: '2/ Flat loaf that spreads = overproofed or weak shaping. Poke test: the dent should spring back slowly. Not instantly, not never.',
  },
  {
    k: 'fo10',
    a: 'crumb_shot',
    re: 'fo9',
    t: '3/ Gummy crumb = you cut it hot. I know. I KNOW. Wait 2 hours. /end',
  },
  {
    k: 'fo11',
    a: 'noodle_nick',
    re: 'fo10',
    t: 'the waiting is the hardest part of sourdough and nobody warns you',
  },
  {
    k: 'fo12',
    a: 'ramen_rei',
    t: 'ラーメンの好みは人それぞれ。濃厚豚骨も、あっさり醤油も、どっちも正解。',
  },
  {
    k: 'fo13',
    a: 'abuela_pilar',
    m: ['p:Una olla de barro con garbanzos, chorizo, carne y verduras'],
    t: 'Hoy toca cocido madrileño. Tres vuelcos, como manda la tradición: sopa, garbanzos y carne. ¿Quién se apunta?',
  },
  {
    k: 'fo14',
    a: 'weeknight_wok',
    q: 'fo6',
    t: 'controversial in some households but a bit of onion makes everything better. team onion 🧅',
  },
  {
    k: 'fo15',
    a: 'chef_margaux',
    t: "Conseil de cheffe : salez l'eau de vos pâtes comme la mer. Pas un peu. Comme la mer.",
  },
  {
    k: 'fo16',
    a: 'noodle_nick',
    m: ['p:Uneven hand-pulled noodles drying on a floured wooden board'],
    t: "hand-pulled noodles attempt #4. still more 'rustic' than 'noodle' but we're getting there",
  },
  {
    k: 'fo17',
    a: 'sabi_no_kani',
    t: '週末のラーメン巡り、今日は荻窪で中華そば。昔ながらの醤油味が一番落ち着く。',
  },
  {
    k: 'fo18',
    a: 'ramen_rei',
    m: ['v:21:v'],
    t: '麺上げの瞬間。この湯切りの音が好き。 #ラーメン',
  },
  {
    k: 'fo19',
    a: 'crumb_shot',
    t: "Bakery update: we sold out of sourdough by 9:40am. Tomorrow I'm baking 40 more loaves and we'll still run out. Good problem.",
  },
  {
    k: 'fo20',
    a: 'weeknight_wok',
    t: "Hot take: your wok isn't hot enough. It's never hot enough. Preheat until it smokes, then add the oil.",
  },
  {
    k: 'fo21',
    a: 'abuela_pilar',
    likes: 3732,
    t: 'Consejo de abuela: el arroz de la paella no se remueve. Nunca. Si lo remueves, es arroz con cosas 🥘',
  },
  {
    k: 'fo22',
    a: 'chef_margaux',
    q: 'fo21',
    t: "Règle d'or ! À l'inverse du risotto, qu'on remue tout le temps. Deux riz, deux philosophies 😂",
  },
  {
    k: 'fo23',
    a: 'noodle_nick',
    t: "is it wierd that I've had ramen for breakfast 4 days in a row? asking for me",
  },
  {
    k: 'fo24',
    a: 'ramen_rei',
    re: 'fo4',
    t: '14時間はすごい！本格的ですね。自家製豚骨、最高です🍜',
  },
  {
    k: 'fo25',
    a: 'crumb_shot',
    likes: 1004,
    t: "My starter's name is Doughlores. She is 9 years old and has moved house with me 3 times.",
  },
  {
    k: 'fo26',
    a: 'chef_margaux',
    m: ['p:Des cèpes poêlés dans une poêle en fonte avec du persil'],
    t: "Les cèpes sont arrivés au marché ce matin. Poêlés au beurre, ail, persil. Rien d'autre.",
  },
  {
    k: 'fo27',
    a: 'weeknight_wok',
    m: ['p:Mapo tofu in a black wok with red chili oil and green spring onions'],
    t: 'Dinner tonight: mapo tofu in 20 minutes. Doubanjiang doing the heavy lifting as usual.',
  },
  {
    k: 'fo28',
    a: 'ramen_rei',
    likes: 1445,
    t: '今年食べたラーメン、今日で548杯目。目標の600杯まであと少し。体重のことは聞かないでください。',
  },
  {
    k: 'fo29',
    a: 'abuela_pilar',
    t: 'Ya está en el blog la receta de croquetas de jamón de mi abuela. El secreto es la bechamel, y la paciencia <<https://www.lacocinadepilar.es/croquetas-de-jamon>>',
  },
  {
    k: 'fo30',
    a: 'noodle_nick',
    t: 'sourdough discard ramen noodles. yes really. chewy, slightly tangy, and I might be a genius or a menace',
  },
  {
    k: 'fo31',
    a: 'crumb_shot',
    re: 'fo30',
    t: 'menace. but the good kind. send me the recipe',
  },
  {
    k: 'fo32',
    a: 'noodle_nick',
    t: "ok @ramen_rei's recommendations are now my entire Tokyo itinerary. 9 ramen shops in 5 days. is that too many? don't answer",
  },
]
