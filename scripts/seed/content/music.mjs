// Music (en, fr, ja)

export const authors = [
  {
    h: 'vinylvictor',
    n: 'Victor Hale',
    f: 3310,
    bio: "Record collector. Jazz, soul, whatever's in the dollar bin. Vinyl is a lifestyle disease.",
  },
  {
    h: 'synthwave_sage',
    n: 'Sage Whitmore',
    f: 1840,
    bio: 'Bedroom producer. Synths, tape loops, too many cables.',
  },
  {
    h: 'bandcampbee',
    n: 'Bee Onuoha',
    f: 723,
    bio: 'Tiny bands, big feelings. One new artist every Friday.',
  },
  {
    h: 'musique_mathis',
    n: 'Mathis Roy',
    f: 961,
    l: 'fr',
    bio: 'Guitariste à Montréal. Chanson, jazz manouche et bières de microbrasserie.',
  },
  {
    h: 'crate_digger_x',
    n: 'Dex 🎶',
    f: 2610,
    bio: 'Crate digger. Thrift stores, garage sales, estate sales. Turntables and bad coffee.',
  },
  {
    h: 'needle_drop_nia',
    n: 'Nia Castellanos',
    f: 57,
    bio: 'Library tech by day, record cleaner by night. Mostly Latin jazz and 70s soul.',
  },
]

export const posts = [
  {
    k: 'mu1',
    a: 'vinylvictor',
    at: 70,
    likes: 890,
    m: ['p:A worn record sleeve with a saxophone player on the cover, held up in a garage'],
    t: "Found a first pressing jazz record in a $1 bin at a garage sale. The seller said 'it's just old music'. I paid and ran.",
  },
  {
    k: 'mu2',
    a: 'synthwave_sage',
    m: ['v:58'],
    t: 'made a track entirely from recordings of my radiator clanking. it slaps? i think it slaps',
  },
  {
    k: 'mu3',
    a: 'bandcampbee',
    t: 'Bandcamp Friday pick: a two-piece from Glasgow making fuzzy, sad surf rock. Perfect for November <<https://thequietkelpies.bandcamp.com/album/low-tide>>',
  },
  {
    k: 'mu4',
    a: 'musique_mathis',
    t: 'Concert ce soir dans un petit bar du Plateau à Montréal. Jazz manouche, deux guitares, une contrebasse. Venez !',
  },
  {
    k: 'mu5',
    a: 'vinylvictor',
    t: 'The vinyl vs streaming debate is boring. I do both. Streaming to discover, vinyl for the records I want to sit with.',
  },
  {
    k: 'mu6',
    a: 'synthwave_sage',
    t: 'Bought a used analog synth. Half the keys stick and one oscillator drifts. I love it more than anything with a warranty.',
  },
  {
    k: 'mu7',
    a: 'bandcampbee',
    likes: 1245,
    t: 'If you stream an artist 1000 times they get a few dollars. If you buy one album on Bandcamp they get more than that. Buy music from the people you love.',
  },
  {
    k: 'mu8',
    a: 'vinylvictor',
    q: 'mu7',
    t: 'And go to their shows. And buy the shirt. Merch keeps bands on the road.',
  },
  {
    k: 'mu9',
    a: 'musique_mathis',
    t: "Vingt ans que je joue de la guitare et je découvre encore des accords. La musique, c'est une langue qu'on n'a jamais fini d'apprendre.",
  },
  {
    k: 'mu10',
    a: 'synthwave_sage',
    t: 'Unpopular opinion: the best music production tool is a deadline.',
  },
  {
    k: 'mu11',
    a: 'bandcampbee',
    t: 'what album got you through a hard year? mine: a cassette of ambient loops a friend made me in 2019',
  },
  {
    k: 'mu12',
    a: 'vinylvictor',
    re: 'mu11',
    t: "a scratched soul compilation I found in my dad's garage. still play it every winter",
  },
  {
    k: 'mu13',
    a: 'musique_mathis',
    m: ['v:47'],
    t: "Petit extrait de la répète d'hier. Le swing est là, la justesse… on y travaille 😅",
  },
  {
    k: 'mu14',
    a: 'kissaten_yuki',
    t: '喫茶店のBGMはずっとジャズのレコード。お客さんから曲名を聞かれるのが密かな楽しみ。',
  },
  {
    k: 'mu15',
    a: 'synthwave_sage',
    likes: 566,
    t: "Spent 3 hours EQing a kick drum. Played it for my partner. 'Sounds like a kick drum.' Correct. Devastating.",
  },
  {
    k: 'mu16',
    a: 'vinylvictor',
    m: [
      'p:A stack of seven vinyl records on a wooden floor',
      'p:A long receipt from a record store',
    ],
    t: 'Record Store Day haul. Wallet: destroyed. Spirit: healed.',
  },
  {
    k: 'mu17',
    a: 'bandcampbee',
    t: 'New music Friday playlist is up: 20 tracks, 17 of them from bands with under 1,000 monthly listeners <<https://open.spotify.com/playlist/3fH7bWq2LkPz9xVn4TcR8e>>',
  },
  {
    k: 'mu18',
    a: 'synthwave_sage',
    re: 'mu11',
    t: 'an old synthwave album on repeat through my whole first year of freelancing. it sounded like hope with a drum machine',
  },
  // --- Explore hard cases: vinyl records (copy, low-engagement substance), goal in another sense
  {
    k: 'mux1',
    a: 'crate_digger_x',
    at: 20,
    likes: 412,
    m: ['p:A worn record sleeve with a saxophone player on the cover, held up in a garage'],
    // copy of mu1 passed off as the poster's own find
    t: "Found a first pressing jazz record in a $1 bin at a garage sale today. The seller said 'it's just old music'. I paid and ran 🏃‍♂️💨",
  },
  {
    k: 'mux2',
    a: 'needle_drop_nia',
    likes: 2,
    t: 'How I clean a grimy thrift store record without a machine: distilled water + 1 drop of dish soap, microfibre cloth along the grooves (never across), rinse with distilled water, dry in a dish rack, new inner sleeve. A $3 crackly copy went nearly silent.',
  },
  {
    k: 'mux3',
    a: 'vinylvictor',
    t: "Before you buy a used record: tilt it under a light. Hairline scuffs usually play fine; a scratch you can feel with a fingernail will click. Look along the edge for warps. If the shop has a deck, ask to play side B, it's the one nobody checked.",
  },
  {
    k: 'mux4',
    a: 'bandcampbee',
    likes: 188,
    t: "Got a record player for my birthday and now I get it. Put on a record, sit down, listen to a whole side. No skipping, no phone. It's like meditation but with more saxophone.",
  },
  {
    k: 'mux5',
    a: 'synthwave_sage',
    t: 'my goal for next year: finish one track a month and actually release it, instead of letting 40 half-done projects rot in a folder called FINAL_final_v3',
  },
]

export const reposts = [['vinylvictor', 'mux2']]
