/**
 * The spam rules of the signal registry: what each finds, in the languages of the corpus, and
 * that a substantive post using one of its words is not hit.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import seedPayload from '../../seed/posts.json'
import { type AnalyzedPost, analyzePosts } from '../../src/ranking/analysis'
import type { PostSignalName } from '../../src/ranking/signals'
import {
  EVERYDAY_PHRASES as EVERYDAY_PUMP_PHRASES,
  PHRASES as PUMP_PHRASES,
} from '../../src/ranking/signals/crypto-pump'
import {
  PHRASES as BAIT_PHRASES,
  CONDITIONAL_SHARES,
  EVERYDAY_PHRASES as EVERYDAY_BAIT_PHRASES,
  PLEAS,
  SUPPORTING_PHRASES as SUPPORTING_BAIT_PHRASES,
} from '../../src/ranking/signals/engagement-bait'
import {
  EVERYDAY_PHRASES as EVERYDAY_F4F_PHRASES,
  PHRASES as F4F_PHRASES,
  SUPPORTING_PHRASES as SUPPORTING_F4F_PHRASES,
} from '../../src/ranking/signals/follow-for-follow'
import {
  EVERYDAY_PHRASES as EVERYDAY_GIVEAWAY_PHRASES,
  PHRASES as GIVEAWAY_PHRASES,
} from '../../src/ranking/signals/giveaway'
import { phraseCounter, phraseFinder } from '../../src/ranking/signals/phrases'
import {
  EVERYDAY_PHRASES as EVERYDAY_SCAM_PHRASES,
  PHRASES as SCAM_PHRASES,
  SUPPORTING_PHRASES as SUPPORTING_SCAM_PHRASES,
} from '../../src/ranking/signals/scam-offer'
import { tokenize } from '../../src/ranking/text/analyze'
import { wordsOf } from '../../src/ranking/text/words'
import { analyzed, makePost } from '../fixtures/posts'
import { hostileText } from './inputs'

function fires(rule: PostSignalName, text: string, extra: Parameters<typeof analyzed>[0] = {}) {
  return analyzed({ text, ...extra }).signals[rule] === 1
}

/** Each phrase with its alternatives spelled out, as lists of words ('#': any number). */
function expanded(phrases: readonly string[]): string[][] {
  return phrases.flatMap((phrase) =>
    phrase
      .split(' ')
      .reduce<string[][]>(
        (lists, slot) => lists.flatMap((list) => slot.split('|').map((word) => [...list, word])),
        [[]],
      ),
  )
}

/** The languages of the seed corpus: every rule is checked on posts in each. */
const CORPUS_LANGUAGES = ['en', 'es', 'de', 'fr', 'pt', 'it', 'ja', 'zh'] as const
type CorpusLanguage = (typeof CORPUS_LANGUAGES)[number]

interface RuleCases {
  rule: PostSignalName
  /** Its phrases: those that count alone, then those with an everyday sense too. */
  phrases: readonly string[]
  /** Posts of the rule's kind, by language. */
  caught: Readonly<Record<CorpusLanguage, readonly string[]>>
  /** Substantive posts that use one of its words, or a phrase's words in another sense. */
  substantive: readonly string[]
}

const RULES: readonly RuleCases[] = [
  {
    rule: 'scamOffer',
    phrases: [...SCAM_PHRASES, ...EVERYDAY_SCAM_PHRASES, ...SUPPORTING_SCAM_PHRASES],
    caught: {
      en: [
        'DM me "START" and I will show you',
        'Reply INFO 👇',
        'My 12 free presets: link in bio 👇',
        'DM me for the signal group, link in bio',
        'I make $4,200/week from home with just my laptop',
        'earn $500 per day from your phone',
        'I made $12,847 last month with 3 AI tools 💰',
        'Heat pump grants are closing: DM me your details and we do the rest',
        'Made $12k in a month, ask me how',
        'Made US$12,000 last month, ask me how',
        '$300/day from home, no boss',
        'My 7-day masterclass is 80% OFF today only',
        'Only 10 spots left! Sign up 👉',
        'Invest $100 and get $1,000 back in 7 days',
        'I turned $200 into $14,000 in two weeks with this bot. Comment BOT and I’ll send it',
        'Investment opportunity: 15% weekly returns guaranteed, message me to start',
        'Lost your crypto to a scam? Our recovery experts get it back, contact us on WhatsApp',
      ],
      es: [
        '¿Quieres ganar 500€ a la semana desde casa? Escríbeme por DM',
        'Ingresos pasivos desde el primer mes, sin experiencia',
        'Invierte 100€ y recibe 1000€ en 7 días, escríbeme al WhatsApp',
        'Gana 3.000€ al mes desde tu móvil, link en mi perfil',
      ],
      de: [
        'Kostenlose Tipps, schreib mir 📩',
        'SICHERE Wetten, 87% Trefferquote 👉',
        'Verdiene 500€ am Tag mit Krypto, schreib mir auf WhatsApp',
        'Mit diesem Trick verdienst du 200€ am Tag, Link in Bio',
      ],
      fr: [
        'Gagnez de l’argent depuis chez vous, écris-moi',
        'La liberté financière en 30 jours 💸',
        'Investis 100€ et reçois 1000€ en une semaine, écris-moi sur WhatsApp',
        'Gagne 200€ par jour depuis ton téléphone, lien en bio',
      ],
      pt: [
        'Ganhe R$ 500 por dia no Pix só com o celular, me chama no direct',
        'Renda extra de R$ 3.000 por mês, chama no WhatsApp',
      ],
      it: [
        'Guadagna 300€ al giorno con il telefono',
        'Scrivimi in privato per i dettagli 📩',
        'Libertà finanziaria senza esperienza',
        'Investi 100€ e ricevi 1000€ in una settimana, scrivimi su WhatsApp',
      ],
      ja: [
        'スマホだけで月収50万円、DMください',
        '簡単にスマホで稼げる！詳しくはプロフのリンクから',
        'LINE登録で今すぐ1万円もらえる',
      ],
      zh: ['在家日赚500元，加微信了解详情', '日入过千，详情看主页', '加我微信，带你赚钱'],
    },
    substantive: [
      'Hosting costs $5 a month and the database another $20 a month, which is fine for a side project',
      'I made 40 loaves this morning and we still sold out by 9:40',
      'Governments must act now on emissions, not in 2040',
      'Ich bin mir 100 % sicher, dass der Zug heute ausfällt',
      'Sichere Wetten gibt es im Fußball nicht',
      'Pronósticos 100% fiables no existen, desconfía',
      'Hier sind fünf sichere Tipps für den Radweg im Winter',
      'Escríbeme y te paso la receta de la abuela',
      'Estamos 100% seguros de que llueve mañana',
      'That second half was a masterclass in pressing',
      'You can check your train’s delay from your phone now',
      'Beach clean-up on Saturday, no experience needed, bring gloves',
      'Only 3 seats left on the night train to Vienna',
      'Made $40 at our garage sale today, and the kids sold lemonade',
      'I work from home, and my internet costs $40 a month',
      'Trabajo desde casa y la fibra cuesta 40€ al mes',
      'A desk at the coworking space costs $300/month; working at home is free',
      'Reply to this thread with your favourite bakery',
      'The masters of the genre: three albums that changed my year',
      'Il mio abbonamento costa 30€ al mese e ne vale la pena',
      'DM me for the slides, happy to share them',
      'Link in bio for the full recipe',
      'Escríbeme por DM si quieres la receta',
      'Scrivimi in privato se vuoi la ricetta della nonna',
      'I make $15 an hour at the café and I love it',
      'Nurses here earn €2,800 a month after tax',
      'She made $2,000 selling her paintings at the market',
      'I turned $2,000 of savings into $14,000 over 20 years of index funds',
      'No investment has guaranteed returns, whatever the ad says',
      'Order your birthday cake on WhatsApp 👉 we deliver on Saturdays',
      'Pide tu tarta por WhatsApp 👉 entregamos los sábados',
      'Guaranteed returns don’t exist 👇 here’s why index funds are boring',
      'Message us for the volunteer rota 👇',
      'Our data recovery experts saved the thesis from a dead disk',
      'Comment YES if you want the slides',
      'Me chama no direct pra combinar o futebol de domingo',
      'Ich verdiene 2.400€ im Monat als Erzieherin',
      'Je regarde le match depuis mon téléphone, 2€ par mois l’abonnement',
      '今月は稼げる仕事を探しています',
      'LINE登録で最新情報をお届けします',
      '我加了他的微信',
      '日入而息',
      '我在家工作，每天喝两杯咖啡',
    ],
  },
  {
    rule: 'giveaway',
    phrases: [...GIVEAWAY_PHRASES, ...EVERYDAY_GIVEAWAY_PHRASES],
    caught: {
      en: [
        '🎁 BTC GIVEAWAY 🎁',
        '$ZKP AIRDROP IS LIVE, first 5,000 wallets get tokens 👉',
        'Airdrop season: the first 5,000 wallets get tokens',
        'Claim here before it expires 👉',
        'Connect your wallet to claim',
        'free crypto for everyone 🎁',
        'Giveaway time! Follow @shop, like and RT to win a PS5. Winner announced Friday',
        'To celebrate 10k followers I’m giving away $500 to one person who retweets this',
      ],
      es: [
        'SORTEO iPhone 17 Pro 🎁',
        'Reclama tus tokens antes de que acabe',
        'Sorteo: sigue a @tienda, dale like y RT para ganar unos AirPods',
      ],
      de: [
        'Großes Gewinnspiel zum Jubiläum 🎁',
        'Wir verlosen drei Kaffeemühlen',
        'Gewinnspiel! Folgt uns, liked und teilt und gewinnt ein iPad',
      ],
      fr: [
        'Grand concours pour nos 10 ans 🎁',
        'Tentez votre chance avant vendredi 🎁',
        'Concours ! Abonne-toi, like et RT pour gagner une PS5',
      ],
      pt: [
        'SORTEIO de um PS5 🎁',
        'Conecte sua carteira e resgate seus tokens',
        'Sorteio! Siga, curta e dê RT para ganhar um iPhone',
      ],
      it: [
        'Concorso a premi per i nostri follower',
        'Giveaway! Segui, metti like e condividi per vincere un iPhone',
      ],
      ja: [
        'フォロー&RTで無料プレゼント🎁',
        'フォロー&RTで1名様にAmazonギフト券1万円をプレゼント！',
      ],
      zh: ['转发抽奖，送三台手机', '关注并转发，抽一人送iPhone！', '转发这条微博，抽三位送红包'],
    },
    substantive: [
      'The government is giving out grants for heat pumps: here is how the application works',
      'Free software is a gift to everyone who maintains a server',
      'How to claim your tax refund if you moved abroad',
      'A cheap giveaway in midfield cost them the derby',
      'There is no free crypto, only exit liquidity',
      'Sent the RAW files by AirDrop, much faster than email',
      'The airdrop of aid supplies reached the valley at dawn',
      'Tentez votre chance au marathon de Paris, les inscriptions ouvrent demain',
      'The first 3 people to finish got medals, I was fourth',
      'You’ve been selected for jury duty and I have no idea what to expect',
      'El sorteo de la Champions nos deja contra el City',
      'Unser Kindergarten macht ein Gewinnspiel: malt euer Lieblingstier',
      'Die Verlosung der Kita-Bilder ist am Freitag',
      'El sorteo de la Champions nos deja contra el City, para ganar un título hay que ganar a todos',
      'Gewinnspiel im Kindergarten: die Kinder malen, und es gibt nichts zu gewinnen außer Applaus',
      'Concours de boulangerie ce week-end, inscrivez-vous pour participer',
      'The award winners announced tonight: three new bike lanes get funding 🎁',
      'Like and share the council’s survey on the new bike lane, it closes Friday 👇',
      'Wir gewinnen ein Spiel und verlieren das nächste: Gewinnspiel im Verein? Nein, Fußball',
      'Share to enter your name in the club’s raffle for the food bank',
      '2名様で予約しました',
      '关注我，每天抽时间写代码',
      '我转发了一篇文章，抽空看看',
      'Ho regalato un libro a mia sorella e lo ha finito in due giorni',
    ],
  },
  {
    rule: 'cryptoPump',
    phrases: [...PUMP_PHRASES, ...EVERYDAY_PUMP_PHRASES],
    caught: {
      en: [
        '$MOONPEPE just did 40x and we are still EARLY 🚀',
        '$GREENX presale closes tonight',
        '$QNTX is about to 50x 🚀',
        'This coin will 100x by Friday, $MOON',
        '$PEPE2 at 20x already and we ape in again',
      ],
      es: ['x100 esta semana $SOLX y estamos temprano'],
      de: ['Wir sind noch früh bei $KLIMA 🚀'],
      fr: ['$LUNE part vers la lune'],
      pt: ['$PIXCOIN em pré-venda até sexta'],
      it: ['$PIZZA in prevendita fino a domani'],
      ja: ['$JPEPE 上場前に買っとけ🚀💎'],
      zh: ['$DOGEX 马上起飞🚀💎'],
    },
    substantive: [
      'Tesla ($TSLA) reported earnings today: margins down, deliveries up, and the stock barely moved',
      'Our rocket went up 🚀 and landed again',
      'It costs $5, early birds get a discount',
      '$NVDA traded 10x its average volume today after earnings',
      '$NVDA traded 10x its volume, trust me I checked twice',
      'Should you get in early on $VTI? Boring is fine',
      '$AAPL is a gem of a business, but the price already says so',
      'Bought more $VTI today. Still early in my investing journey',
      'Our rocket launch 🚀 went fine, $RKLB up 3%',
      'Die Zahlen von $SAP kommen noch früh genug',
    ],
  },
  {
    rule: 'engagementBait',
    phrases: [
      ...BAIT_PHRASES,
      ...EVERYDAY_BAIT_PHRASES,
      ...SUPPORTING_BAIT_PHRASES,
      ...CONDITIONAL_SHARES,
      ...PLEAS,
    ],
    caught: {
      en: [
        'Retweet if you pushed to production on a Friday',
        'RT if you can relate 😂',
        'Like if you love our planet, ignore if you don’t care',
        'Tag someone who needs this today!!!',
        'Java is dead. Change my mind 👇',
        'Watch till the end 👇',
        'You won’t BELIEVE what happened next',
        'You won’t believe how easy it is 👇',
        'Let’s see how many likes a potato can get',
        '10 JavaScript tricks, number 7 will blow your mind',
        'Drop a ❤️ if you agree',
        'Comment “YES” if you agree with me',
      ],
      es: [
        'NO VAS A CREER ESTE GOL, mira hasta el final',
        'Dale LIKE si necesitas vacaciones',
        'Etiqueta a un amigo que necesita esto',
      ],
      de: [
        'RT, wenn du auch genug hast!',
        'Markiere jemanden, der das sehen muss',
        'Schaut bis zum Ende 👇',
        'Du wirst nicht glauben, was in Minute 90 passiert ist',
      ],
      fr: [
        'Partage si tu es d’accord 👇',
        'Vous n’allez pas croire ce qui s’est passé',
        'Tu ne vas pas croire ce qu’il a trouvé 😱',
        'Identifie un ami qui adore le café',
      ],
      pt: [
        'Curte se você concorda',
        'Marca um amigo que precisa ver isso',
        'Assista até o final 👇',
        'Você não vai acreditar no que aconteceu',
      ],
      it: [
        'Metti like se sei d’accordo',
        'Tagga un amico che deve vederlo',
        'Non crederai a cosa è successo',
      ],
      ja: ['拡散希望！いいね&RTお願いします'],
      zh: ['求转发！太感人了', '点赞关注，下期更精彩'],
    },
    substantive: [
      'I like it if the coffee is strong, and I will not change my morning for anything',
      'We watched the match to the last minute: the keeper saved two penalties',
      'Line number 5 will throw if the map is empty',
      'What happened next surprised the whole team: the cache hit rate doubled',
      'Nothing will change my mind about tabs',
      'Ignore if you already count bikes on your street',
      'Protect the reef before it’s too late: the bleaching data is in',
      'Wir haben bis zum Ende gekämpft und trotzdem verloren',
      'Je partage si ça peut aider quelqu’un : ma checklist de migration',
      'Ich teile, wenn ich Zeit habe, die Karte vom Radweg',
      'Lo comparte si puede, es un buen tipo',
      'Je suis d’accord avec toi sur le fond, pas sur la forme',
      'Ho guardato la partita fino alla fine',
      'You won’t believe how cheap the train was: Vienna to Venice for 29 euros',
      'Let’s see how many of us make it to the 5k on Sunday',
      'Drop a line if you want the slides',
      'Drop a 👋 if you’re coming to Saturday’s clean-up',
      'If you agree, sign the petition 👇',
      'Comment yes if you’re coming to the meetup 👇 so I can book a room',
      'Type yes if you want the recording link',
      'If you agree, sign the petition for the bike lane',
      'No vas a creer lo barato que fue el tren a Lisboa',
      'Du wirst nicht glauben, wie günstig der Nachtzug war',
      'Tu ne vas pas croire combien le train de nuit était bon marché',
      'Você não vai acreditar como o trem foi barato',
      'Non ci crederai, ma il treno per Venezia costava 9 euro',
      '最後まで読んでくれてありがとう',
      '我把这本书看到最后一页',
    ],
  },
  {
    rule: 'followForFollow',
    phrases: [...F4F_PHRASES, ...EVERYDAY_F4F_PHRASES, ...SUPPORTING_F4F_PHRASES],
    caught: {
      en: [
        'Follow me and I follow back 100%!! #f4f',
        'I follow back EVERYONE who likes this 👇',
        'follow for follow 🔁',
        'Gain 500 followers fast! Follow everyone who likes this and follow back',
      ],
      es: ['Sígueme y te sigo 🔁'],
      de: ['Ich folge jedem zurück!', 'Wer folgt, dem folge ich zurück'],
      fr: ['Abonne-toi et je m’abonne en retour'],
      pt: ['Sigo de volta todo mundo 👇', 'Siga-me e eu sigo de volta'],
      it: ['Seguimi e ti seguo'],
      ja: ['相互フォロー募集中！フォロバ100%', 'いいねした人全員フォローします'],
      zh: ['互关互粉，回关必回'],
    },
    substantive: [
      'Follow the money: a thread on who pays for the new stadium',
      'We had to follow back roads for 20 km after the bridge closed',
      'I follow everyone who posts about bike lanes 👇 here is the list',
      'How I got 1,000 followers writing about Rust for a year',
      'Wer folgt mir zurück nach Hause? Der Bus fällt aus',
      '全員フォローしてる人の投稿が好き',
      'I’ll follow back up with the council next week',
      'Ich folge zurück zum Bahnhof, der Bus fällt aus',
      'O ônibus segue de volta para o centro às seis',
      'Ti seguo da anni, grazie per i tuoi post',
      'Ricambio tutti gli auguri, grazie!',
    ],
  },
]

describe('the spam rules', () => {
  it('are checked in every language the seed corpus is written in', () => {
    const labelled = new Set(
      seedPayload.data.map((post) => post.lang).filter((lang) => lang !== 'und'),
    )
    expect(
      [...labelled].filter((lang) => !(CORPUS_LANGUAGES as readonly string[]).includes(lang)),
    ).toEqual([])
  })

  for (const { rule, phrases, caught, substantive } of RULES) {
    it(`${rule}: catches its kind of post, in every language of the corpus`, () => {
      for (const language of CORPUS_LANGUAGES) {
        expect([language, caught[language].length > 0]).toEqual([language, true])
        for (const text of caught[language]) {
          expect([text, fires(rule, text, { lang: language })]).toEqual([text, true])
        }
      }
    })

    it(`${rule}: leaves a substantive post that uses one of its words alone`, () => {
      for (const text of substantive) expect([text, fires(rule, text)]).toEqual([text, false])
    })

    it(`${rule}: writes each word of a phrase as the tokeniser writes it`, () => {
      for (const word of expanded(phrases).flat()) {
        if (word !== '#') expect([word, tokenize(word)]).toEqual([word, [word]])
      }
    })
  }

  it('take a plea for help that asks to be shared as no bait, in every language of the corpus', () => {
    const pleas: Readonly<Record<CorpusLanguage, readonly [plea: string, bait: string]>> = {
      en: [
        'Retweet if you can help find our lost cat Miso, last seen near Elm Park on Sunday',
        'Retweet if you love cats',
      ],
      es: [
        'RT si has visto a este perro, se perdió ayer en el Retiro',
        'RT si te gustan los perros',
      ],
      de: [
        'RT, wenn ihr helfen könnt: unsere Katze ist seit Freitag entlaufen',
        'RT, wenn ihr Katzen liebt',
      ],
      fr: ['RT si vous avez vu notre chat, disparu depuis lundi', 'RT si vous aimez les chats'],
      pt: ['RT se você viu este cachorro, está desaparecido desde sábado', 'RT se você ama gatos'],
      it: ['RT se avete visto il nostro gatto, è scomparso da venerdì', 'RT se ami i gatti'],
      ja: ['迷子の猫を探しています。拡散希望です。', '猫好きな人、拡散希望です。'],
      zh: ['我家的猫走失了，求转发', '喜欢猫的人，求转发'],
    }
    for (const language of CORPUS_LANGUAGES) {
      const [plea, bait] = pleas[language]
      expect([plea, fires('engagementBait', plea, { lang: language })]).toEqual([plea, false])
      expect([bait, fires('engagementBait', bait, { lang: language })]).toEqual([bait, true])
    }
    // A plea does not excuse the rest of the rule: asking for likes and a pitch stay bait.
    expect(fires('engagementBait', 'Lost dog! Like and retweet')).toBe(true)
    expect(fires('engagementBait', '迷子の猫を探しています。いいね&RTお願いします')).toBe(true)
  })

  it('take a Telegram link as one cue of a pitch, not as an offer alone', () => {
    const telegram = { facts: { urls: ['https://t.me/sundayrunners'], hasLinks: true } }
    const offer = (text: string) => fires('scamOffer', `${text} https://t.co/x1`, telegram)
    expect(offer('Join the running club’s Telegram group for our Sunday meetups')).toBe(false)
    expect(offer('Free betting tips every day in my Telegram 👉')).toBe(true)
    expect(offer('Sichere Tipps in meiner Telegram-Gruppe')).toBe(true)
  })

  it('take a #giveaway tag as a giveaway, and a football giveaway in a sentence as none', () => {
    const text = 'Win a new e-bike this week #giveaway'
    expect(fires('giveaway', text, { hashtags: ['giveaway'] })).toBe(true)
    expect(fires('giveaway', 'A cheap giveaway in midfield cost them the derby')).toBe(false)
  })

  const phrases = ['dm me|us', 'earn #', 'link in bio', '# off today', '42 off', 'only # spots']
  /**
   * Whether `words` from `at` on hold the phrase's `list` of words, a `#` taking a number and
   * any count of three-digit groups after it (`5,000` is `5` `000`): every split tried.
   */
  const holdsAt = (words: readonly string[], list: readonly string[], at: number): boolean => {
    if (list.length === 0) return true
    const [word, ...rest] = list as [string, ...string[]]
    const token = words[at]
    if (token === undefined) return false
    if (word !== '#') return token === word && holdsAt(words, rest, at + 1)
    if (!/^[0-9]/.test(token)) return false
    for (let end = at + 1; ; end++) {
      if (holdsAt(words, rest, end)) return true
      if (!/^[0-9]{3}$/.test(words[end] ?? '')) return false
    }
  }
  /** Whether words hold a phrase (its alternatives spelled out), by reading every start. */
  const holds = (words: readonly string[], phrase: string) =>
    expanded([phrase]).some((list) => words.some((_, start) => holdsAt(words, list, start)))
  const vocabulary = [
    'dm',
    'me',
    'us',
    'earn',
    '42',
    '000',
    '5',
    'link',
    'in',
    'bio',
    'x',
    '7up',
    'off',
    'today',
    'only',
    'spots',
  ]
  const texts = fc.array(fc.constantFrom(...vocabulary), { maxLength: 14 })

  it('finds a phrase exactly when its words appear in a row', () => {
    const find = phraseFinder(phrases)
    fc.assert(
      fc.property(texts, (words) => {
        expect(find(wordsOf(words))).toBe(phrases.some((phrase) => holds(words, phrase)))
      }),
      { numRuns: 3000 },
    )
  })

  /** Where `list` ends when it holds from `at` on, a `#` taking every digit group after it; else -1. */
  const endAt = (words: readonly string[], list: readonly string[], at: number): number => {
    let next = at
    for (const word of list) {
      const token = words[next++]
      if (token === undefined) return -1
      if (word !== '#') {
        if (token !== word) return -1
        continue
      }
      if (!/^[0-9]/.test(token)) return -1
      while (/^[0-9]{3}$/.test(words[next] ?? '')) next++
    }
    return next
  }
  /** Where a phrase's first occurrence starts and ends, or null. */
  const spanOf = (words: readonly string[], phrase: string): [number, number] | null => {
    for (let start = 0; start < words.length; start++) {
      for (const list of expanded([phrase])) {
        const end = endAt(words, list, start)
        if (end >= 0) return [start, end]
      }
    }
    return null
  }
  /** How many spans are within no other span (two the same count once), by comparing each pair. */
  const notWithin = (spans: readonly [number, number][]): number =>
    spans.filter(
      (a, i) =>
        !spans.some(
          (b, j) =>
            j !== i && b[0] <= a[0] && a[1] <= b[1] && (b[0] < a[0] || a[1] < b[1] || j < i),
        ),
    ).length

  it('counts the different everyday phrases found, one within another as one, and a phrase that says enough as enough', () => {
    const [alone, ...everyday] = phrases as [string, ...string[]]
    const count = phraseCounter([alone], everyday)
    expect(count(wordsOf(['42', 'off', 'today']), 2)).toBe(1)
    expect(count(wordsOf(['42', 'off', 'link', 'in', 'bio']), 2)).toBe(2)
    fc.assert(
      fc.property(texts, fc.integer({ min: 1, max: 4 }), (words, enough) => {
        const spans = everyday
          .map((phrase) => spanOf(words, phrase))
          .filter((span): span is [number, number] => span !== null)
        const found = notWithin(spans)
        const expected = holds(words, alone) ? enough : Math.min(found, enough)
        expect(count(wordsOf(words), enough)).toBe(expected)
      }),
      { numRuns: 3000 },
    )
  })
})

describe('repeated characters and shouting', () => {
  const REPEATED = /(\p{L}|\p{Extended_Pictographic}|[!?.])(?:\uFE0F?\1){3,}/u
  // Post by post (the definitions) and in a page (read in one pass where it can be), alike.
  const bothWays = (rule: 'repeatedCharacters' | 'shouting', text: string) => {
    const alone = analyzed({ text }).signals[rule]
    expect((analyzePosts([makePost({ text })])[0] as AnalyzedPost).signals[rule]).toBe(alone)
    return alone === 1
  }
  const repeated = (text: string) => bothWays('repeatedCharacters', text)
  const shouting = (text: string) => bothWays('shouting', text)

  it('finds a letter, emoji or !?. four times in a row exactly where the rule does', () => {
    for (const text of ['sooooo good', '🔥🔥🔥🔥', '❤️❤️❤️❤️', 'what!!!!', 'ok....']) {
      expect([text, repeated(text)]).toEqual([text, true])
    }
    for (const text of ['sooo good', '🔥🔥🔥', '2000', '----', 'a😀a😀a😀a']) {
      expect([text, repeated(text)]).toEqual([text, false])
    }
    fc.assert(
      fc.property(hostileText, (text) => {
        expect(repeated(text)).toBe(REPEATED.test(text))
      }),
      { numRuns: 3000 },
    )
  })

  it('calls a text shouting when over 70 % of twelve or more letters are capitals', () => {
    const reference = (text: string) => {
      const letters = [...text.matchAll(/\p{L}/gu)].length
      const capitals = [...text.matchAll(/\p{Lu}/gu)].length
      return letters >= 12 && capitals / letters > 0.7
    }
    expect(shouting('THIS IS AMAZING, TRULY')).toBe(true)
    expect(shouting('NASA and ESA launch')).toBe(false)
    expect(shouting('OK GO')).toBe(false)
    fc.assert(
      fc.property(
        fc.oneof(hostileText, fc.string({ unit: fc.constantFrom(...'ABÉ𝐀 a!') })),
        (text) => {
          expect(shouting(text)).toBe(reference(text))
        },
      ),
      { numRuns: 3000 },
    )
  })
})

describe('emoji are not words', () => {
  it('does not call hearts after a short post keyword stuffing', () => {
    expect(fires('keywordStuffing', 'Love it ❤️ ❤️ ❤️ ❤️ ❤️ ❤️ ❤️')).toBe(false)
    expect(analyzed({ text: 'Great ❤️ ☀️' }).signals.contentTerms).toBe(1)
  })
})
