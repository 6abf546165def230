// Personal finance (en, pt, es)

export const authors = [
  {
    h: 'frugal_fern',
    n: 'Fern Gallagher',
    f: 38400,
    bio: 'Personal finance minus the jargon. Paid off £42k of debt. Index funds: boring is beautiful.',
  },
  {
    h: 'indexandchill',
    n: 'Omar Siddiqui',
    f: 4620,
    bio: 'Index investor, part-time cynic. Low fees, long horizons. Not financial advice.',
  },
  {
    h: 'financas_ana',
    n: 'Ana Ribeiro',
    f: 7310,
    l: 'pt',
    bio: 'Finanças pessoais para quem odeia finanças. Lisboa 🇵🇹',
  },
  {
    h: 'ahorro_pau',
    n: 'Pau Ferrer',
    f: 1320,
    l: 'es',
    bio: 'Ahorro, presupuesto y cero tonterías. Barcelona.',
  },
  {
    h: 'moneymemes_hq',
    n: 'Money Memes HQ 💸',
    f: 212000,
    bio: 'Money tips & memes, daily 💸 Not financial advice. Promo: DM',
  },
  {
    h: 'moonshot_maxx',
    n: 'Maxx 🚀 100x Calls',
    f: 57,
    spam: true,
    bio: 'Early on every 100x 🚀 Presale alpha in DMs 💎 NFA',
  },
  {
    h: 'newtoinvest_kay',
    n: 'Kay',
    f: 38,
    bio: 'nurse, 29, finally trying to sort my money out',
  },
  {
    h: 'passive_priya',
    n: 'Priya Raman',
    f: 290,
    bio: 'Actuary. Explains boring money things slowly. Views my own.',
  },
]

export const posts = [
  {
    k: 'fn1',
    at: 60,
    a: 'frugal_fern',
    likes: 2162,
    t: "Index funds are boring. That's the point. You buy the whole market, keep fees low and leave it alone for 20 years. The hardest part is doing nothing.",
  },
  {
    k: 'fn2',
    a: 'indexandchill',
    t: "Every market dip: 'is this the crash??'\nMe, with index funds and a 25-year horizon: *yawns*",
  },
  {
    k: 'fn3',
    a: 'financas_ana',
    t: 'Regra simples para começar: 50% necessidades, 30% desejos, 20% poupança. Não é perfeita, mas é melhor do que nenhuma.',
  },
  {
    k: 'fn4',
    a: 'frugal_fern',
    likes: 1463,
    bm: 0.6,
    t: 'How I paid off £42k of debt in 4 years, a thread 🧵\n\n1/ I listed every debt with its interest rate on one sheet. Seeing the total was horrible. Also necessary.',
  },
  {
    k: 'fn5',
    a: 'frugal_fern',
    re: 'fn4',
    t: '2/ Avalanche method: minimums on everything, every extra pound to the highest interest rate. Mathematically best, emotionally brutal.',
  },
  {
    k: 'fn6',
    a: 'frugal_fern',
    re: 'fn5',
    t: "3/ I cancelled 9 subscriptions I'd forgotten about. £71 a month. That's £3,400 over four years for doing nothing. /end",
  },
  {
    k: 'fn7',
    a: 'ahorro_pau',
    t: 'Truco que me funciona: el día que cobro, el 15% se va solo a una cuenta de ahorro que no veo en la app del banco. Lo que no se ve, no se gasta.',
  },
  {
    k: 'fn8',
    a: 'indexandchill',
    likes: 521,
    t: "The fee on that 'actively managed' fund your bank sold you: 1.8% a year. Over 30 years that can eat roughly a third of your returns. Check your statements.",
  },
  {
    k: 'fn9',
    a: 'financas_ana',
    t: 'Fundo de emergência primeiro, investimentos depois. Parece óbvio, mas vejo tanta gente a comprar ações sem ter 3 meses de despesas guardadas.',
  },
  {
    k: 'fn10',
    a: 'frugal_fern',
    t: "Money question: what's one purchase under £50 that genuinely improved your life? I'll go first: a good pillow.",
  },
  {
    k: 'fn11',
    a: 'indexandchill',
    re: 'fn10',
    t: 'A £20 pressure cooker. Saved me hundreds in takeaways.',
  },
  {
    k: 'fn12',
    a: 'pourover_pete',
    re: 'fn10',
    t: 'A hand coffee grinder. Cheaper than the café every morning, and honestly better coffee.',
  },
  {
    k: 'fn13',
    a: 'ahorro_pau',
    t: 'Nadie te enseña finanzas personales en el colegio, así que ahí va lo básico en un tuit: gasta menos de lo que ganas, ahorra la diferencia, invierte a largo plazo en fondos indexados.',
  },
  {
    k: 'fn14',
    a: 'indexandchill',
    t: "index funds question I get a lot: 'what if the whole market goes to zero?' then, friend, we have much bigger problems than your portfolio",
  },
  {
    k: 'fn15',
    a: 'frugal_fern',
    mult: 0.08,
    t: 'Happy payday to those who celebrate 💸',
  },
  {
    k: 'fn16',
    a: 'financas_ana',
    re: 'fn1',
    l: 'pt',
    t: 'Concordo a 100%. Os fundos de índice são aborrecidos e é exatamente por isso que funcionam.',
  },
  // --- added for the Explore judged sets: index funds (copy, scam reply, question and answer)
  {
    k: 'fnx1',
    a: 'moneymemes_hq',
    likes: 5380,
    at: 14,
    t: "Index funds are boring. That's the point. You buy the whole market, keep fees low and leave it alone for 30 years. The hardest part is doing nothing 💯",
  },
  {
    k: 'fnx2',
    a: 'moonshot_maxx',
    re: 'fn1',
    spam: true,
    t: "forget index funds 😂📉 $QNTX is about to 50x, early holders already up 1,200% this week 🚀🚀 presale closes tonight, DM me 'MOON' for the link 💎",
  },
  {
    k: 'fnx3',
    a: 'newtoinvest_kay',
    likes: 1,
    t: "genuine question, not trolling: why does everyone on here say index funds beat active funds? surely a professional picking stocks full time should do better than 'just buy everything'?",
  },
  {
    k: 'fnx4',
    a: 'passive_priya',
    re: 'fnx3',
    likes: 4,
    t: "Good question! 1) Fees: ~0.1-0.2% a year vs 1-2% for active funds, every year, compounding. 2) After fees, most active funds trail their index over 15 years (S&P's SPIVA reports). 3) Past winners rarely repeat. Index funds win by being cheap.",
  },
  {
    k: 'fnx5',
    a: 'financas_ana',
    l: 'en',
    t: "In English for my non-Portuguese followers in Lisbon 🇵🇹 Yes, you can buy index funds here: most brokers sell accumulating UCITS ETFs. Check the TER, the fund's domicile (Ireland is common) and how Portuguese tax treats it. Skip the shiny 'thematic' funds.",
  },
  {
    k: 'fnx6',
    a: 'frugal_fern',
    likes: 3140,
    t: 'Me: buys index funds so I never have to think about money again.\nAlso me: checks the app 14 times a day.\nGrowth 📈',
  },
  {
    k: 'fnx7',
    a: 'ahorro_pau',
    t: 'Mi único capricho diario: un cortado en el bar de abajo, 1,60€. Al año son unos 400€ y no pienso recortarlo. Ahorrar no es vivir sin nada, es elegir en qué gastas.',
  },
]

// Plain reposts: the plain-language answer about index funds.
export const reposts = [['indexandchill', 'fnx4']]
