// Running & fitness (en, de, es)

export const authors = [
  {
    h: 'tempo_tara',
    n: 'Tara Fennelly',
    f: 5230,
    bio: 'Marathon runner, run coach, cold plunge skeptic. Dublin. 2:58 PB.',
  },
  {
    h: 'couch2marathon',
    n: 'Ben Adeyemi',
    f: 312,
    bio: 'From couch to marathon in 18 months. Documenting every painful step. Leeds.',
  },
  {
    h: 'laufen_lisa',
    n: 'Lisa Krüger',
    f: 1410,
    l: 'de',
    bio: 'Läuferin aus Köln. Halbmarathon, Trailrunning, Müsli.',
  },
  {
    h: 'gains_arjun',
    n: 'Arjun Bhalla',
    f: 2940,
    bio: 'Strength coach. Lift heavy, sleep more, stop overthinking. Toronto.',
  },
  {
    h: 'corre_camila',
    n: 'Camila Ortega',
    f: 1130,
    l: 'es',
    bio: 'Corredora en Ciudad de México. 6 maratones. Tacos después del long run 🌮',
  },
  {
    h: 'runnervibes_hq',
    n: 'Runner Vibes 🏃',
    f: 64800,
    bio: 'Running motivation, tips and memes, daily 🏃‍♀️ Tag us to be featured',
  },
  {
    h: 'runplan_pro',
    n: 'RunPlan PRO 🏅',
    f: 102,
    spam: true,
    bio: 'Sub-4 marathon GUARANTEED 🏅 Plans 50% OFF this week 👇 DM me',
  },
  {
    h: 'slowmiles_sue',
    n: 'Sue Okonkwo',
    f: 156,
    bio: 'Back-of-the-pack marathoner. Sports dietitian by day. Glasgow.',
  },
  {
    h: 'kilometre_ken',
    n: 'Ken Mulligan',
    f: 88,
    bio: 'Physio. Ran 11 marathons, got injured training for 9 of them. Learned things.',
  },
]

export const posts = [
  {
    k: 'fi1',
    at: 42,
    a: 'tempo_tara',
    likes: 1560,
    t: 'Marathon training tip: your easy runs are too fast. Slow down until it feels embarrassing. Then slow down a bit more.',
  },
  {
    k: 'fi2',
    a: 'couch2marathon',
    likes: 26800,
    m: [
      'p:A tired man holding up a finisher medal and giving a thumbs up at a marathon finish line',
    ],
    t: "18 months ago I couldn't run to the bus stop. This morning I finished my first marathon in 4:41. I'm crying in a car park in Leeds. Thank you all.",
  },
  {
    k: 'fi3',
    a: 'tempo_tara',
    q: 'fi2',
    t: 'THIS is what running is about. Congratulations Ben 🧡',
  },
  {
    k: 'fi4',
    a: 'laufen_lisa',
    m: ['p:Ein nebliger Weg am Rhein, links Bäume, rechts der Fluss'],
    t: 'Heute 28 km Long Run am Rhein. Nebel, 6 Grad, perfekte Bedingungen. Marathon in drei Wochen!',
  },
  {
    k: 'fi5',
    a: 'gains_arjun',
    t: "You don't need a 6-day split. Three full-body sessions a week, progressive overload, enough protein and sleep. Boring works.",
  },
  {
    k: 'fi6',
    a: 'corre_camila',
    t: 'Long run de 32 km por Reforma y Chapultepec. Ahora a comer tacos, me los gané 🌮🏃‍♀️',
  },
  {
    k: 'fi7',
    a: 'tempo_tara',
    likes: 750,
    bm: 0.7,
    t: "Marathon training in 4 posts 🧵\n\n1/ About 80% of your running should be easy. Conversational pace. If you can't talk, it's not easy.",
  },
  {
    k: 'fi8',
    a: 'tempo_tara',
    re: 'fi7',
    t: "2/ One workout a week is enough for most people: tempo or intervals. Two if you're experienced. The rest is easy miles.",
  },
  {
    k: 'fi9',
    a: 'tempo_tara',
    re: 'fi8',
    t: '3/ The long run builds to 30-32 km, not 42. Race day adrenaline does the rest.',
  },
  {
    k: 'fi10',
    a: 'tempo_tara',
    re: 'fi9',
    t: "4/ Taper 2-3 weeks. You'll feel sluggish and anxious. That's normal. Trust the training. /end",
  },
  {
    k: 'fi11',
    a: 'couch2marathon',
    t: 'Things nobody told me about marathon training: you are hungry ALL the time. I ate half a loaf of sourdough yesterday. Standing up. In the kitchen. At midnight.',
  },
  {
    k: 'fi12',
    a: 'laufen_lisa',
    t: 'Wer läuft nächstes Jahr beim Köln-Marathon mit? Ich suche noch eine Trainingsgruppe für die langen Läufe am Sonntag.',
  },
  {
    k: 'fi13',
    a: 'gains_arjun',
    mult: 0.4,
    t: "Hot take: the best workout program is the one you'll still be doing in six months.",
  },
  {
    k: 'fi14',
    a: 'corre_camila',
    re: 'fi1',
    t: 'Esto me cambió la vida. Bajé el ritmo de mis rodajes y mejoré 9 minutos en maratón.',
  },
  {
    k: 'fi15',
    a: 'tempo_tara',
    t: 'Running in the rain is 5 minutes of misery followed by 55 minutes of feeling like the main character.',
  },
  {
    k: 'fi16',
    a: 'gains_arjun',
    m: ['v:90'],
    t: 'Deadlift form check: the 3 most common mistakes I see and how to fix them, in 90 seconds.',
  },
  {
    k: 'fi17',
    a: 'couch2marathon',
    re: 'fi3',
    t: 'your thread on easy pace has been on my fridge for a year. thank you 🙏',
  },
  {
    k: 'fi18',
    a: 'laufen_lisa',
    re: 'fi2',
    t: 'Herzlichen Glückwunsch!! Den ersten Marathon vergisst man nie 🎉',
  },
  {
    k: 'fi19',
    a: 'corre_camila',
    t: 'Faltan 5 semanas para el maratón de Valencia. Rodillas bien, motivación… regular. ¿Algún consejo para los últimos rodajes largos?',
  },
  {
    k: 'fi20',
    a: 'couch2marathon',
    t: 'Update from the morning after: stairs are my enemy. I went down them backwards. My flatmate filmed it. It will not be posted.',
  },
  // --- added for the Explore judged sets: marathon training (copy, spam, low-engagement), shot
  {
    k: 'fix1',
    a: 'runnervibes_hq',
    likes: 1320,
    at: 12,
    t: 'Marathon training tip: your easy runs are way too fast. Slow down until it feels embarrassing. Then slow down a bit more 🏃‍♀️',
  },
  {
    k: 'fix2',
    a: 'runplan_pro',
    spam: true,
    t: "🏅 MARATHON TRAINING PLAN 50% OFF 🏅 Sub-4 guaranteed or your money back!!! Only 20 spots left 😱 DM me 'PLAN' now 👉 #marathon #running #training #runner",
  },
  {
    k: 'fix3',
    a: 'slowmiles_sue',
    likes: 2,
    t: 'Marathon training lesson I learned the hard way: practise your race-day fuel on your long runs. Aim for 30-60g of carbs per hour, starting around 45 minutes in. Your gut needs training just as much as your legs do.',
  },
  {
    k: 'fix4',
    a: 'kilometre_ken',
    likes: 1,
    t: "Physio view on marathon training injuries: most of what I see is load, not shoes. Raise weekly volume by roughly 10% at most, cut back ~25% every 3rd or 4th week, and don't add speed work and extra mileage in the same week.",
  },
  {
    k: 'fix5',
    a: 'tempo_tara',
    likes: 2080,
    t: 'Marathon training is just eating, sleeping, doing laundry and talking about running to people who did not ask.',
  },
  {
    k: 'fix6',
    a: 'laufen_lisa',
    t: 'Marathon-Training, Woche 15 von 16: nur noch 45 km, und trotzdem fühlen sich die Beine schwer an. Das Tapering macht mich nervöser als jeder Long Run. Sonntag ist es so weit!',
  },
  {
    k: 'fix7',
    a: 'gains_arjun',
    t: "Got my flu shot this morning. Yes, you can still train today. Keep it moderate, skip heavy overhead work if your arm is sore, and if you feel rough tomorrow, rest. It's one day.",
  },
  {
    k: 'fix8',
    a: 'couch2marathon',
    t: 'played pickup basketball for the first time since school. made exactly one shot all game, but I could run for an hour straight so I just kept running. marathon legs, zero hands',
  },
  {
    k: 'fix9',
    a: 'couch2marathon',
    re: 'fi7',
    t: "this! wish I'd read it before my first marathon training block 🙏",
  },
  {
    k: 'fix10',
    a: 'corre_camila',
    t: 'Después del long run de 30 km: tacos al pastor en la esquina de casa. No hay mejor recuperación que una tortilla de maíz recién salida del comal 🌮',
  },
]

// Plain reposts: the coach shares the physio's advice.
export const reposts = [['tempo_tara', 'fix4']]
