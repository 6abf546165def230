// Photography (en, ja, fr)

export const authors = [
  {
    h: 'grainandlight',
    n: 'Ola Nyström',
    f: 14100,
    bio: 'Film photographer. Portra 400 forever. Stockholm. Prints in the shop.',
  },
  {
    h: 'f8_and_be_there',
    n: 'Marcus Ebbing',
    f: 3820,
    bio: 'Street photographer. Chicago. 35mm, mostly. Photo walks every other Saturday.',
  },
  {
    h: 'shashin_ken',
    n: 'けん｜写真',
    f: 2710,
    l: 'ja',
    bio: '東京で街の写真を撮っています。フィルムとデジタル半々。',
  },
  {
    h: 'lumiere_lou',
    n: 'Louise Garnier',
    f: 1940,
    l: 'fr',
    bio: 'Photographe à Marseille. Lumière du sud, portraits, mer.',
  },
  {
    h: 'photo_daily_hq',
    n: 'Photography Daily 📷',
    f: 96300,
    bio: 'The best photography on the internet, daily 📷 Submit via DM. Credit to owners.',
  },
  {
    h: 'halfframe_hana',
    n: 'Hana Lindqvist',
    f: 88,
    bio: 'Student. Shooting expired film on a €20 camera. Uppsala.',
  },
  {
    h: 'golden_hr_gabi',
    n: 'Gabi ✨',
    f: 41200,
    bio: 'Lifestyle, slow mornings & golden hour ✨ Collabs: link below',
  },
]

export const posts = [
  {
    k: 'ph1',
    a: 'grainandlight',
    at: 60,
    likes: 1576,
    m: [
      'p:A foggy street with a single yellow tram',
      'p:A man with an umbrella crossing an empty bridge in the mist',
      'p:Harbour cranes fading into fog',
    ],
    t: "Film photography, 16 years in: I still get nervous every time I pick up scans from the lab. Last week's roll: Stockholm in the fog.",
  },
  {
    k: 'ph2',
    a: 'f8_and_be_there',
    likes: 724,
    t: 'Street photography tip nobody tells you: stand still. Find good light and wait for people to walk into it. Chasing moments rarely works.',
  },
  {
    k: 'ph3',
    a: 'shashin_ken',
    m: ['p:雨の交差点を色とりどりの傘を差した人々が渡っている'],
    t: '雨の渋谷。傘の色がきれいだった。 #写真好きな人と繋がりたい',
  },
  {
    k: 'ph4',
    a: 'shashin_ken',
    t: 'フィルムの値段がまた上がった。1本3000円超え。それでも撮るけど、シャッターを切る回数は確実に減った。',
  },
  {
    k: 'ph5',
    a: 'lumiere_lou',
    m: ['p:Le Vieux-Port de Marseille au coucher du soleil, bateaux et reflets dorés'],
    t: 'Lumière dorée sur le Vieux-Port ce soir. Marseille sait se faire belle en octobre.',
  },
  {
    k: 'ph6',
    a: 'grainandlight',
    t: "Unpopular opinion: you don't need a new camera. You need to print your photos. Seeing them on paper changes everything.",
  },
  {
    k: 'ph7',
    a: 'f8_and_be_there',
    m: ['p:Commuters silhouetted against train windows on an elevated platform at dusk'],
    t: 'L train at rush hour. Street photography is 1/250, f/8 and a lot of patience.',
  },
  {
    k: 'ph8',
    a: 'shashin_ken',
    t: '新しい単焦点レンズを買った。35mm。これで東京の路地をもっと撮りたい。',
  },
  {
    k: 'ph9',
    a: 'grainandlight',
    bm: 0.9,
    t: 'How I develop C-41 at home without losing my mind 🧵 1/\n\nTemperature is everything: 38°C ±0.3. I use a sous vide stick in a bucket. Cheapest precision you will ever buy.',
  },
  {
    k: 'ph10',
    a: 'grainandlight',
    re: 'ph9',
    t: '2/ Pre-wet for a minute, developer 3:15 with gentle inversions, blix 6:30, wash, stabilizer. Hang to dry in the bathroom after a hot shower so the dust settles. /end',
  },
  {
    k: 'ph11',
    a: 'lumiere_lou',
    t: "Question aux photographes : vous retouchez vos portraits ? Moi, le moins possible. Une peau a le droit d'avoir une texture.",
  },
  {
    k: 'ph12',
    a: 'f8_and_be_there',
    re: 'ph11',
    t: 'Barely. Dodge and burn, a little colour. If I spend more than 5 minutes on an edit, the photo was not good enough.',
  },
  {
    k: 'ph13',
    a: 'shashin_ken',
    re: 'ph1',
    t: '霧のストックホルム、空気感がすごいです。フィルムはPortraですか？',
  },
  {
    k: 'ph14',
    a: 'grainandlight',
    re: 'ph13',
    t: '@shashin_ken Tack! Portra 400 pushed one stop 🙏',
  },
  {
    k: 'ph15',
    a: 'f8_and_be_there',
    likes: 2294,
    t: "Sold my first print today. A stranger paid real money for a photo of a guy feeding pigeons. I'm framing the receipt.",
  },
  {
    k: 'ph16',
    a: 'lumiere_lou',
    m: ['v:75'],
    t: 'Petit making-of de mon shooting dans les calanques au lever du soleil. Réveil à 4h, ça valait le coup.',
  },
  {
    k: 'ph17',
    a: 'grainandlight',
    mult: 0.3,
    t: 'Photography is 10% gear, 30% light, 60% showing up.',
  },
  {
    k: 'ph18',
    a: 'shashin_ken',
    m: ['p:個展のフライヤー。夜の路地の写真と会期の日付'],
    t: '写真展のお知らせ。11月に下北沢のギャラリーで初めての個展をやります。フィルムで撮った東京の夜。ぜひ。',
  },
  {
    k: 'ph19',
    a: 'f8_and_be_there',
    t: 'Photo walk this Saturday, meet at the Cultural Center at 9am. All cameras welcome, phones included. Bring coffee.',
  },
  {
    k: 'ph20',
    a: 'lumiere_lou',
    likes: 503,
    m: [
      'p:Une fenêtre au petit matin, lumière bleue',
      'p:La même fenêtre à midi, soleil dur et ombres nettes',
      'p:La même fenêtre au crépuscule, reflets orangés',
      'p:La même fenêtre la nuit, une lampe allumée',
    ],
    t: "J'ai photographié la même fenêtre tous les jours pendant un an. 365 lumières différentes. Le projet complet est en ligne : <<https://louisegarnier.fr/une-fenetre>>",
  },
  {
    k: 'ph21',
    a: 'grainandlight',
    m: ['p:A diptych of two half-frame photos: a bicycle and a shadow on a wall', 'p'],
    t: 'Half-frame cameras are back and I could not be happier. 72 photos per roll, diptychs by accident. Film photography is weird and wonderful.',
  },
  {
    k: 'ph22',
    a: 'f8_and_be_there',
    t: 'Getting into photography? Learn the exposure triangle, then forget it and shoot aperture priority for a year. Nobody has ever been moved by a correct exposure.',
  },
  {
    k: 'ph24',
    a: 'f8_and_be_there',
    m: [
      'p:An old man in a flat cap laughing at a bus stop, lit by low afternoon sun',
      'p:Long shadows of pedestrians stretching across a crosswalk',
    ],
    t: 'Low sun, long shadows, one roll of HP5. Sunday photography walk through Pilsen. Best kind of therapy.',
  },
  {
    k: 'ph23',
    a: 'darkskydeb',
    q: 'ph22',
    t: 'Except astrophotographers. We are moved exclusively by correct exposures. And by coffee at 3am.',
  },
  // --- Explore hard cases: film photography (content-farm copy, budget tips, Japanese, fluff)
  {
    k: 'phx1',
    a: 'photo_daily_hq',
    at: 18,
    likes: 2870,
    m: [
      'p:A foggy street with a single yellow tram',
      'p:A man with an umbrella crossing an empty bridge in the mist',
      'p:Harbour cranes fading into fog',
    ],
    // copy of ph1 by a content farm (same photos, no credit)
    t: "Film photography, 16 years in: I still get nervous every time I pick up scans from the lab. Last week's roll: Stockholm in the fog 🌫️📷 #filmphotography",
  },
  {
    k: 'phx2',
    a: 'halfframe_hana',
    likes: 2,
    t: 'Film photography on a student budget, what actually worked: expired film bought as one batch (consistent results), overexpose one stop per decade past the date, and scan at home with a macro lens and a light pad instead of paying 150 kr a roll. My cost per frame fell by ~60%.',
  },
  {
    k: 'phx3',
    a: 'shashin_ken',
    t: '海外では「film photography」がまたブームらしい。中古カメラ屋のフィルムカメラの棚もほぼ空っぽ。値段が上がるのはつらいけど、若い人がフィルムで撮っているのを見ると嬉しい。',
  },
  {
    k: 'phx4',
    a: 'golden_hr_gabi',
    likes: 1930,
    m: ['p:A film camera on a café table next to a cappuccino, warm light'],
    t: 'film photography just hits different 🎞️✨',
  },
]

export const reposts = [
  ['shashin_ken', 'ph21'],
  ['followback_fi', 'phx1'],
]
