// Gaming (en, pt, ja)

export const authors = [
  {
    h: 'pixelpatch',
    n: 'Jess Kincaid',
    f: 8430,
    bio: 'Games journalist turned indie dev. Cozy games, weird games, games about frogs.',
  },
  {
    h: 'speedrun_sal',
    n: 'Sal Moreno',
    f: 1720,
    bio: "Speedrunner (any%, glitchless when I'm feeling brave). Streams Tue/Thu.",
  },
  {
    h: 'indiedev_ilya',
    n: 'Ilya Petrov',
    f: 4240,
    bio: 'Making a roguelike about a lighthouse keeper. Solo dev, Godot. Wishlist it pls 🙏',
  },
  {
    h: 'ctrl_alt_defeat',
    n: 'Priyanka Das',
    f: 652,
    bio: 'I lose at fighting games professionally. Day job: QA tester. Night job: also losing.',
  },
  {
    h: 'jogatina_br',
    n: 'Lucas Brito',
    f: 3140,
    l: 'pt',
    bio: 'Jogos, jogos e mais jogos. Streamer nas horas vagas 🎮 Recife',
  },
  {
    h: 'nagi_games',
    n: 'なぎ',
    f: 962,
    l: 'ja',
    bio: 'ゲームとお茶が好き。インディーゲームを紹介しています。',
  },
  {
    h: 'wipeday_wes',
    n: 'Wes Harlan',
    f: 2650,
    bio: 'Survival games enthusiast. Solo/duo Rust player, 4k hours and counting. Streams wipe days.',
  },
  {
    h: 'tiny_tavern_dev',
    n: 'Ines Okoro',
    f: 96,
    bio: 'Making small pixel games after work. Godot, coffee, spreadsheets of my own sales numbers.',
  },
  {
    h: 'gamer_vibes_hq',
    n: 'Gamer Vibes HQ 🎮',
    f: 27400,
    bio: 'The best gaming content on X 🎮 Memes, clips, news. DM for credit/removal',
  },
  {
    h: 'pixl_p2e_moon',
    n: 'PIXL Play2Earn 🎮💰',
    f: 33,
    spam: true,
    bio: 'Play indie games, earn $PIXL 💰 Airdrop LIVE 🪂 100x P2E gem',
  },
]

export const posts = [
  {
    k: 'gm1',
    a: 'pixelpatch',
    at: 44,
    likes: 1895,
    t: 'Best game I played this year is a 3 hour indie about delivering mail on a tiny island. No combat, no skill tree, just weather and letters. Made me cry twice.',
  },
  {
    k: 'gm2',
    a: 'speedrun_sal',
    likes: 1165,
    m: ['v:44'],
    t: 'NEW PB!!! 47:12.8, beat my old time by 31 seconds. The level 6 skip finally worked live on stream and chat lost their minds',
  },
  {
    k: 'gm3',
    a: 'indiedev_ilya',
    m: ['v:62'],
    t: "Devlog #31: added a storm system to my lighthouse game. Waves react to the wind direction now and the lamp flickers when the generator's low. Godot, all solo.",
  },
  {
    k: 'gm4',
    a: 'ctrl_alt_defeat',
    t: 'lost 14 ranked matches in a row. the game is trying to tell me something. i am not listening',
  },
  {
    k: 'gm5',
    a: 'jogatina_br',
    t: "Passei o fim de semana inteiro jogando aquele roguelike novo. 'Só mais uma partida', eu disse. Eram 4 da manhã.",
  },
  {
    k: 'gm6',
    a: 'pixelpatch',
    likes: 3524,
    t: "Game devs: put a skip button on your cutscenes. Put a pause button on your cutscenes. Turn subtitles on by default. Accessibility isn't a feature, it's the floor.",
  },
  {
    k: 'gm7',
    a: 'indiedev_ilya',
    q: 'gm6',
    t: 'Subtitles-on-by-default shipped in my last build because of posts like this. Thank you.',
  },
  {
    k: 'gm8',
    a: 'nagi_games',
    t: '今日紹介するインディーゲームは、灯台守になって嵐の夜を乗り切るローグライク。雰囲気が最高でした。',
  },
  {
    k: 'gm9',
    a: 'speedrun_sal',
    t: "speedrunning is doing the same 40 minutes 2000 times and calling it fun. it IS fun. don't ask me why",
  },
  {
    k: 'gm10',
    a: 'ctrl_alt_defeat',
    likes: 584,
    t: "QA life: found a bug where if you pause during the final boss's second phase and open the map, the boss falls through the floor. Filed it. Secretly hoping they keep it.",
  },
  {
    k: 'gm11',
    a: 'jogatina_br',
    t: 'Qual foi o jogo que vocês mais jogaram na vida? O meu foi um RPG de monstrinhos no Game Boy, horas infinitas.',
  },
  {
    k: 'gm12',
    a: 'pixelpatch',
    likes: 1280,
    t: 'hot take: a game being short is a feature. I have a job. I have a cat. Give me 6 great hours over 60 okay ones.',
  },
  {
    k: 'gm13',
    a: 'indiedev_ilya',
    likes: 971,
    t: 'Steam wishlists went from 2,100 to 9,400 after one streamer played the demo. Indie dev is 5% making the game and 95% praying someone sees it.',
  },
  {
    k: 'gm14',
    a: 'nagi_games',
    t: 'ゲームしながら飲むお茶は玄米茶が一番。異論は認める。',
  },
  {
    k: 'gm15',
    a: 'ctrl_alt_defeat',
    re: 'gm13',
    t: 'congrats!! wishlisted. the lighthouse vibes are immaculate',
  },
  {
    k: 'gm16',
    a: 'speedrun_sal',
    likes: 640,
    t: "Charity speedrun marathon raised $41,300 for children's hospitals this weekend. I ran for 6 hours on 3 hours of sleep. Worth every second.",
  },
  {
    k: 'gm17',
    a: 'jogatina_br',
    m: ['v:133'],
    t: 'Melhores momentos da live de ontem. O final vale a pena 😂🎮',
  },
  {
    k: 'gm18',
    a: 'pixelpatch',
    t: "Replaying an old favourite and realizing the 'impossible' level I remembered is 4 minutes long. Childhood me was a drama queen.",
  },
  {
    k: 'gm19',
    a: 'ctrl_alt_defeat',
    t: "when the patch notes say 'various bug fixes' and you know exactly which bug you reported 🥲",
  },
  {
    k: 'gm20',
    a: 'indiedev_ilya',
    t: 'Solo devs: how do you stay motivated in year 3 of a project? Asking for a lighthouse keeper.',
  },
  {
    k: 'gm21',
    a: 'speedrun_sal',
    re: 'gm20',
    t: 'ship small updates for yourself. even a devlog is a finish line',
  },
  {
    k: 'gm22',
    a: 'nagi_games',
    t: '積みゲーが50本を超えた。セールが悪い。',
  },
  {
    k: 'gm23',
    a: 'pixelpatch',
    re: 'gm20',
    t: 'keep a "done" list next to the todo list. year 3 you forgets how much year 1 you built',
  },
  // Rust the survival game (other sense for the `rust` queries)
  {
    k: 'gmx1',
    a: 'wipeday_wes',
    likes: 214,
    m: ['p:A Rust base at dawn: a small stone two-by-two with a furnace, surrounded by fog'],
    t: 'Wipe day on my Rust server. Spawned on the beach with a rock and a torch like everyone else, had a stone 2x2 with a furnace by hour 3. Weekly duo server, no clans. Best day of the month and I will not be taking questions.',
  },
  {
    k: 'gmx2',
    a: 'wipeday_wes',
    likes: 388,
    m: ['v:71'],
    t: "Got offline raided in Rust while I was at my cousin's wedding. 6 man group, 38 rockets, took everything down to the sleeping bags. Three days of farming gone. Honestly? Respect. Rebuilding tonight, honeycomb this time.",
  },
  {
    k: 'gmx3',
    a: 'jogatina_br',
    t: 'Dia de wipe no Rust e eu já fui morto 4 vezes por peladão com pedra. Live a partir das 20h, venham rir da minha cara 🪨😂',
  },
  {
    k: 'gmx4',
    a: 'wipeday_wes',
    likes: 97,
    t: 'Rust (the game, sorry dev timeline) monthly update notes are up. Release is Thursday with the forced wipe: new cargo ship route past the oil rig, recoil changes to the AK, and they finally fixed the door-camping bug. Servers down from 19:00 UTC.',
  },
  // indie game
  {
    k: 'gmx5',
    a: 'indiedev_ilya',
    likes: 243,
    bm: 0.5,
    t: 'Indie game marketing lesson I learned the expensive way: the Steam capsule art matters more than the trailer. Tested two capsules for 2 weeks each: 1.9% vs 4.6% click-through to the store page. Same game, same trailer. Pay an actual artist.',
  },
  {
    k: 'gmx6',
    a: 'tiny_tavern_dev',
    likes: 4,
    t: 'Numbers from my first indie game, 10 days on itch.io: 1,240 page views, 212 downloads of the free demo, 9 purchases ($41 total), 3 comments. 70% of traffic came from one post in a Godot Discord, 0 from my trailer. Not quitting the day job, not quitting either.',
  },
  {
    k: 'gmx7',
    a: 'pixelpatch',
    likes: 402,
    t: "Indie game I can't stop thinking about: you run a laundromat at night and the customers' clothes tell you their stories. 2 hours long, 8 euros, made by two people in Tallinn. Play it with headphones.",
  },
  {
    k: 'gmx8',
    a: 'jogatina_br',
    t: 'Esse indie game brasileiro de pescaria no Pantanal é lindo demais. Trilha sonora com viola caipira, feito por 3 pessoas em Campo Grande. Bora apoiar o que é nosso 🇧🇷🎣',
  },
  {
    k: 'gmx9',
    a: 'pixl_p2e_moon',
    spam: true,
    t: "🎮 Play this indie game and EARN CRYPTO 💰 $PIXL is the #1 play-to-earn gem of 2026 🚀 Airdrop live for the first 5,000 players 🪂 100x incoming, don't miss it 👉 <<pixl-p2e.io/airdrop>>",
  },
  {
    k: 'gmx10',
    a: 'gamer_vibes_hq',
    at: 6,
    likes: 1312,
    t: 'Best game I played this year is a 3 hour indie about delivering mail on a tiny island. No combat, no skill tree, just weather and letters. Made me cry 🥹 #indiegame #gaming',
  },
  {
    k: 'gmx11',
    a: 'nagi_games',
    re: 'gmx7',
    t: 'このindie game気になってました！ヘッドホン用意して週末やります🎧',
  },
]

// Plain reposts of this module's posts (see reposts.mjs for the shared list).
export const reposts = [
  ['speedrun_sal', 'gmx5'],
  ['ctrl_alt_defeat', 'gmx2'],
]
