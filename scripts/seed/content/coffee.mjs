// Coffee (en, pt, ja, fr, de, zh)

export const authors = [
  {
    h: 'pourover_pete',
    n: 'Pete Lindahl',
    f: 6840,
    bio: 'Home barista. Pour-over, scales accurate to 0.1g, opinions accurate to 0.0g. Minneapolis.',
  },
  {
    h: 'barista_bia',
    n: 'Beatriz Tavares',
    f: 2430,
    l: 'pt',
    bio: 'Barista em São Paulo ☕ café especial, latte art e conversa fiada.',
  },
  {
    h: 'kissaten_yuki',
    n: '喫茶ゆき',
    f: 4520,
    l: 'ja',
    bio: '京都の小さな喫茶店。ネルドリップとナポリタン。毎日コーヒーの話をしています。',
  },
  {
    h: 'espresso_elif',
    n: 'Elif Demir',
    f: 1130,
    bio: 'Espresso nerd in Berlin. Grinder upgrades are a personality trait.',
  },
  {
    h: 'northfork_roast',
    n: 'North Fork Roasters',
    f: 23100,
    brand: true,
    bio: 'Small-batch coffee roasters in Portland. Direct trade, honest prices. Ships worldwide.',
  },
  {
    h: 'cafe_lea',
    n: 'Léa Fontaine',
    f: 884,
    l: 'fr',
    bio: "Parisienne. Café, croissants et photos de rue à l'argentique.",
  },
  {
    h: 'linjian_cha',
    n: '林间茶',
    f: 2090,
    l: 'zh',
    bio: '茶、咖啡、旅行。住在杭州。',
  },
]

export const posts = [
  {
    k: 'cf1',
    a: 'pourover_pete',
    likes: 775,
    t: 'Unpopular opinion: most people who "hate black coffee" have only had stale, over-roasted coffee. Fresh light roast, 93°C water, 1:16 ratio. Try it once.',
  },
  {
    k: 'cf2',
    a: 'espresso_elif',
    m: ['p:An espresso shot pouring from a bottomless portafilter into a small glass cup'],
    t: "new grinder arrived. dialled in 11 shots to get one good espresso. it's 9am, my hands are shaking and I haven't even had a proper coffee yet",
  },
  {
    k: 'cf3',
    a: 'kissaten_yuki',
    m: ['p:カウンターの上にネルドリップのポットと白いカップ'],
    t: '今朝のコーヒーはエチオピアの浅煎り。ネルで淹れると紅茶のような香り。開店前の静かな時間が一番好き。',
  },
  {
    k: 'cf4',
    a: 'barista_bia',
    likes: 521,
    t: 'Um bom café não precisa de açúcar. Precisa de grão fresco, moagem certa e paciência ☕',
  },
  {
    k: 'cf5',
    a: 'northfork_roast',
    mult: 0.3,
    m: ['p:A bag of coffee beans next to a cupping bowl on a wooden table'],
    t: 'New harvest from Huila, Colombia just landed. Washed process, notes of red apple, panela and cocoa. Roasted Monday, shipping Tuesday ☕ <<https://northforkroasters.com/shop/huila-las-flores>>',
  },
  {
    k: 'cf6',
    a: 'pourover_pete',
    t: "Coffee growers I buy from in Huila say the rainy season shifted by almost a month this year. Climate change isn't abstract when you're planning a harvest.",
  },
  {
    k: 'cf7',
    a: 'cafe_lea',
    t: "Un café en terrasse un mardi matin, c'est ma thérapie. Pas chère, efficace, sans rendez-vous.",
  },
  {
    k: 'cf8',
    a: 'espresso_elif',
    t: 'Decaf coffee has gotten SO good. Had a Swiss Water decaf this morning I would happily drink at 8am. Decaf haters, update your priors.',
  },
  {
    k: 'cf9',
    a: 'pourover_pete',
    t: 'Switched to decaf after 2pm and my sleep got noticeably better. Coffee is still life, just... earlier life.',
  },
  {
    k: 'cf10',
    a: 'kissaten_yuki',
    t: '喫茶店のコーヒーはなぜ家で淹れるより美味しいのか。豆、水、器、そして誰かが淹れてくれること。',
  },
  {
    k: 'cf11',
    a: 'barista_bia',
    likes: 1644,
    m: ['v:28:v'],
    t: 'Latte art do dia: cisne com três camadas. Levei dois anos para acertar isto 🦢☕',
  },
  {
    k: 'cf12',
    a: 'northfork_roast',
    mult: 0.5,
    t: 'Reminder: coffee beans taste best roughly 5-21 days after roast. Check the roast date, not the best-before date.',
  },
  {
    k: 'cf13',
    a: 'espresso_elif',
    q: 'cf1',
    t: "93°C for a light roast? Pete. I'm at 96 and I will die on this hill ☕",
  },
  {
    k: 'cf14',
    a: 'pourover_pete',
    re: 'cf13',
    t: "@espresso_elif we can share the hill. I'll bring the kettle.",
  },
  {
    k: 'cf15',
    a: 'kern_und_kaffee',
    t: 'Filterkaffee ist kein Kaffee zweiter Klasse. Gute Bohnen, V60, drei Minuten. Mehr braucht es nicht ☕',
  },
  {
    k: 'cf16',
    a: 'cafe_lea',
    t: 'Le meilleur café de mon quartier vient de fermer. Vingt ans de cafés serrés et de conversations au comptoir. Je suis triste.',
  },
  {
    k: 'cf17',
    a: 'jsdaily_kofi',
    t: 'coffee count before this deploy: 3\ncoffee count after this deploy: also 3, but faster',
  },
  {
    k: 'cf18',
    a: 'kissaten_yuki',
    t: 'コーヒーに砂糖を入れる人を笑う人がいるけど、好きに飲めばいいと思う。喫茶店はそういう場所。',
  },
  {
    k: 'cf19',
    a: 'espresso_elif',
    t: 'Berlin café recommendation thread. I will start: a tiny place in Neukölln that does a cortado so good I cried a little. Reply with yours ☕',
  },
  {
    k: 'cf20',
    a: 'barista_bia',
    t: 'Café com pão de queijo às 7 da manhã. A melhor combinação brasileira, não aceito discussão.',
  },
  {
    k: 'cf21',
    a: 'pourover_pete',
    likes: 1081,
    t: 'Coffee gear I actually use daily after 10 years: a kettle, a scale, a hand grinder, a V60. Everything else is in a box in the closet, judging me.',
  },
  {
    k: 'cf22',
    a: 'northfork_roast',
    mult: 0.15,
    t: "We're hiring a part-time roaster in Portland! Must love coffee, early mornings and loud machines. Apply → <<https://northforkroasters.com/jobs>>",
  },
  {
    k: 'cf23',
    a: 'linjian_cha',
    t: '最近开始喝手冲咖啡，发现浅烘的豆子有水果的香味，和以前喝的速溶完全不一样。',
  },
  {
    k: 'cf24',
    a: 'espresso_elif',
    t: 'naïve question: why does my espresso taste sour when the beans are super fresh? (yes I read the forums, no I did not understand them)',
  },
  {
    k: 'cf25',
    a: 'espresso_elif',
    re: 'cf24',
    noAt: true,
    t: 'update: ground finer, upped the dose to 18.5g, and rested the beans another week. it was the rest. it is always the rest',
  },
  {
    k: 'cf26',
    a: 'ferrowheel',
    t: 'coffee → code → coffee → review → coffee. that is the whole async pipeline',
  },
  {
    k: 'cf27',
    a: 'cafe_lea',
    m: [
      'p:Une tasse de café crème et un croissant sur une table de terrasse, rue pavée en arrière-plan',
    ],
    t: 'Petit matin à Montmartre : café crème, croissant, et la ville qui se réveille doucement.',
  },
  {
    k: 'cf28',
    a: 'kissaten_yuki',
    t: 'デカフェのコーヒーも最近は本当に美味しい。夜のお客さんにはこちらをおすすめしています。',
  },
  {
    k: 'cf29',
    a: 'barista_bia',
    re: 'cf1',
    l: 'en',
    t: 'Yes! At my café people who said they hated black coffee order a V60 after the first tasting. Fresh beans change everything.',
  },
]
