// Travel (en, ja, es, zh)

export const authors = [
  {
    h: 'wanderwill',
    n: 'Will Hargreaves',
    f: 12400,
    bio: 'Slow travel, trains over planes, 40 countries and counting. Newsletter about overnight trains.',
  },
  {
    h: 'nomad_noa',
    n: 'Noa Ben-David',
    f: 5120,
    bio: 'Remote designer, always somewhere new. Currently: Lisbon. Next: who knows.',
  },
  {
    h: 'tabibito_aki',
    n: '旅人あき',
    f: 3920,
    l: 'ja',
    bio: '47都道府県制覇まであと3県。ローカル線と温泉とご当地ラーメンが好き。',
  },
  {
    h: 'viajera_vale',
    n: 'Valentina Ruiz',
    f: 6430,
    l: 'es',
    bio: 'Viajo con mochila y poco presupuesto. Latinoamérica, Europa y ahora Asia 🎒',
  },
  {
    h: 'railtrip_rosa',
    n: 'Rosa Achterberg',
    f: 240,
    bio: 'Two kids, one rail pass. Utrecht. Writing down what worked.',
  },
  {
    h: 'choo_choo_cal',
    n: 'Cal',
    f: 47,
    bio: 'trains. that is it',
  },
  {
    h: 'fukugyou_rina',
    n: 'りな💰在宅副業',
    f: 83,
    l: 'ja',
    spam: true,
    bio: 'スマホだけで月50万💰 主婦でもできた副業 詳しくはDMへ✨',
  },
]

export const posts = [
  {
    k: 'tr1',
    a: 'wanderwill',
    likes: 1055,
    m: ['p:View from a train window at dawn: flat green fields and a windmill'],
    t: 'Took the night train from Zürich to Amsterdam. Fell asleep in Switzerland, woke up to Dutch windmills and coffee in a paper cup. Planes could never.',
  },
  {
    k: 'tr2',
    a: 'nomad_noa',
    t: 'Lisbon tip: skip the famous tram line, walk uphill instead and stop at every miradouro. Your calves will hate you, your camera roll will love you.',
  },
  {
    k: 'tr3',
    a: 'tabibito_aki',
    t: '東京から青春18きっぷで鹿児島まで。丸2日かかったけど、車窓の景色が最高だった。',
  },
  {
    k: 'tr4',
    a: 'tabibito_aki',
    m: ['p:谷中の細い路地と古い木造の家、道端で寝ている猫'],
    t: '東京の下町、谷中を散歩。古い家と猫と小さなお店。観光地じゃない東京が好き。',
  },
  {
    k: 'tr5',
    a: 'viajera_vale',
    likes: 1361,
    t: 'Tres semanas por Japón con 1.500 euros. Sí, se puede. Hostales, trenes locales, konbini y mucha caminata. Pronto hilo con todos los gastos 🎒',
  },
  {
    k: 'tr6',
    a: 'wanderwill',
    t: "Unpopular travel opinion: you don't need to see everything. Pick one neighbourhood, stay a week, find a café you go back to every morning.",
  },
  {
    k: 'tr7',
    a: 'linjian_cha',
    t: '第一次去东京，最惊讶的是地铁上那么安静。还有便利店的饭团，真的好吃。',
  },
  {
    k: 'tr8',
    a: 'nomad_noa',
    q: 'tr1',
    t: 'Adding this to the list. Overnight trains are the only way I want to cross Europe now.',
  },
  {
    k: 'tr9',
    a: 'tabibito_aki',
    m: ['p:透き通ったスープの塩ラーメン'],
    t: '旅先で食べるラーメンはなぜこんなに美味しいのか。今日は函館で塩ラーメン。',
  },
  {
    k: 'tr10',
    a: 'viajera_vale',
    t: 'Consejo de viaje: lleva siempre una botella reutilizable y un candado pequeño. Te salvan más veces de lo que crees.',
  },
  {
    k: 'tr11',
    a: 'wanderwill',
    likes: 453,
    t: "Europe's overnight trains, ranked by how well I slept 🚂 1/\n\nVienna–Rome: roomy cabin, decent breakfast. 8/10.",
  },
  {
    k: 'tr12',
    a: 'wanderwill',
    re: 'tr11',
    t: '2/ Zürich–Amsterdam: smooth rails, quiet carriage, woke up genuinely rested. 9/10. The winner.',
  },
  {
    k: 'tr13',
    a: 'wanderwill',
    re: 'tr12',
    t: '3/ Anything with a 4am border check: 3/10, no matter how nice the sheets are. /end',
  },
  {
    k: 'tr14',
    a: 'nomad_noa',
    t: "Working from a café in Tbilisi with the best khachapuri I've ever had. The wifi is 4 Mbps. We make sacrifices.",
  },
  {
    k: 'tr15',
    a: 'viajera_vale',
    re: 'tr5',
    t: 'Hilo de gastos en Japón, como prometí 🧵 Vuelos: 620€. Alojamiento (21 noches): 390€. Transporte: 210€. Comida: 240€, sobre todo konbini y ramen. Total: unos 1.460€.',
  },
  {
    k: 'tr16',
    a: 'tabibito_aki',
    t: '東京駅の駅弁売り場、何度来ても迷う。今日は牛タン弁当にした。',
  },
  {
    k: 'tr17',
    a: 'wanderwill',
    mult: 0.5,
    t: 'Best travel hack I know: a smaller bag. That is it. Everything gets easier with a smaller bag.',
  },
  {
    k: 'tr18',
    a: 'linjian_cha',
    m: ['p:西湖边的一杯龙井茶，远处是雷峰塔'],
    t: '杭州的秋天，西湖边喝一杯龙井，人生小确幸。',
  },
  {
    k: 'tr19',
    a: 'nomad_noa',
    re: 'tr17',
    t: 'small bag + packing cubes = nirvana',
  },
  {
    k: 'tr20',
    a: 'viajera_vale',
    m: ['p:Una calle de Kioto al atardecer con farolillos encendidos'],
    t: 'Kioto al atardecer. No tengo palabras, solo fotos 📷',
  },
  // --- added for the Explore judged sets: overnight trains, 東京, java, shot
  {
    k: 'trx1',
    a: 'wanderwill',
    t: "How I book overnight trains in Europe: tickets open 2-6 months ahead depending on the operator, a couchette costs about half a private sleeper, and the operator's own site usually beats resellers. Travelling solo? Nightjet has women-only couchettes.",
  },
  {
    k: 'trx2',
    a: 'railtrip_rosa',
    likes: 3,
    t: 'Overnight trains with kids, what actually helped: book the whole compartment (cheaper than you think for 4), pyjamas on before boarding, snacks in one bag, bottom bunks for the under-8s. They slept 9 hours. I slept 4. Still a win.',
  },
  {
    k: 'trx3',
    a: 'choo_choo_cal',
    re: 'tr11',
    t: 'love overnight trains 😍🚂🚂',
  },
  {
    k: 'trx4',
    a: 'nomad_noa',
    t: 'Dear Spain and Portugal: please bring back overnight trains between Lisbon and Madrid. I will personally buy the first ticket.',
  },
  {
    k: 'trx5',
    a: 'nomad_noa',
    m: ['p:Tbilisi at sunrise from a hill: old town rooftops, the river and pink clouds'],
    t: "Shot at sunrise from the hills above Tbilisi. Got up at 5:40, climbed in the dark, almost gave up halfway. Glad I didn't.",
  },
  {
    k: 'trx6',
    a: 'wanderwill',
    t: "Two weeks on Java by train: Jakarta to Yogyakarta, then east to Malang and Banyuwangi. Borobudur at sunrise, Bromo in the fog, economy tickets for under $10. Indonesia's railways are seriously underrated.",
  },
  {
    k: 'trx7',
    a: 'tabibito_aki',
    t: '東京から夜行バスで金沢へ。朝6時に着いて、そのまま近江町市場で海鮮丼。眠いけど、これが旅の醍醐味。',
  },
  {
    k: 'trx8',
    a: 'fukugyou_rina',
    spam: true,
    t: '【東京在住の方限定】スマホだけで月収50万円💰 1日10分の簡単なお仕事です✨ 主婦・学生さんも大歓迎！ 興味ある方はDMください📩 #副業 #在宅ワーク #東京',
  },
]

// Plain reposts: the overnight trains ranking.
export const reposts = [['railtrip_rosa', 'tr11']]
