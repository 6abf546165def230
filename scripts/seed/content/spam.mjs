// Spam-like accounts and posts: hashtag stuffing, repeated characters, link bait, crypto
// giveaways, "earn from home", and copy-pasted near-duplicates posted by different accounts on
// topics that also have genuine posts (coffee, AI, football, fitness, JavaScript).

const s = (h, n, f, bio, extra = {}) => ({ h, n, f, bio, spam: true, ...extra })

export const authors = [
  s('crypto_k1ng_99', '💰 Crypto King 💰', 37, '💎🙌 100x gems daily | DM for signals | NFA'),
  s(
    'btc_drop_2026',
    'BTC Giveaway Official ✅',
    12,
    'Official giveaway account. Claim your reward 👇',
  ),
  s(
    'earnwithjess_x',
    'Jess 💕 Earn From Home',
    58,
    'Mom of 2 💕 Making $5k/week from my phone 📱 DM me to learn how',
  ),
  s('viral_newz_now', 'Viral News Now 🔥', 1240, 'Breaking viral news 24/7. Follow for more 🔔'),
  s('foodie4life_xx', 'Foodie 4 Life 🍕🍔', 410, '#foodie #foodporn #yum | collabs in DM'),
  s('followback_fi', 'Fiona 🌸 F4F', 893, 'I follow back 100% 🌸 #f4f', { fo: 5001 }),
  s('dealz4u_shop', 'Dealz 4 U', 203, 'Best deals on the internet 🔥🔥 Limited time only'),
  s('trend_bot_4471', 'Trending Now', 66, 'What everyone is talking about.'),
  s('morningvibes_22', 'Morning Vibes ☀️', 145, 'Good vibes only ☀️ Rise and grind'),
  s(
    'coffee_quotes_d',
    'Daily Coffee Quotes ☕',
    318,
    'Coffee quotes every day ☕ Turn on notifications 🔔',
  ),
  s('cafe_lover_88', 'Café Lover ☕💕', 77, 'coffee addict ☕ cat mom 🐱 follow for follow'),
  s('brew_bliss_x', 'Brew Bliss', 29, 'All things coffee ☕'),
  s(
    'ai_hustle_pro',
    'AI Hustle Pro 🚀',
    2130,
    'Helping you 10x your income with AI tools 🤖 Free guide below 👇',
  ),
  s('aitools_daily_', 'AI Tools Daily', 934, 'The best AI tools, every day 🤖'),
  s('future_work9', 'Future of Work 🧠', 115, 'The future is now. Are you ready? 🧠'),
  s('goal_clips_hd', 'Goal Clips HD ⚽', 5420, 'Best goals from around the world ⚽ Daily clips'),
  s('futbol_viral_x', 'Fútbol Viral 🔥', 881, 'Los mejores goles y jugadas virales ⚽🔥', {
    l: 'es',
  }),
  s('soccer_daily_hl', 'Soccer Daily Highlights', 312, 'Daily soccer highlights and more ⚽'),
  s('fit_in_30days', 'Fit in 30 Days 💪', 644, 'Transform your body in 30 days 💪 Link below'),
  s('slim_secrets_', 'Slim Secrets', 22, 'The secret they do not want you to know 🤫'),
  s(
    'devtips_daily_',
    'Dev Tips Daily 💻',
    1910,
    'Daily coding tips 💻 #javascript #python #webdev',
  ),
  s('code_hacks_hub', 'Code Hacks Hub', 452, 'Level up your coding 🚀'),
  s('js_wizard_tips', 'JS Wizard 🧙', 77, 'JavaScript magic tricks 🧙‍♂️'),
]

export const posts = [
  // near-duplicate group 1: coffee
  {
    k: 'sx_cof1',
    a: 'coffee_quotes_d',
    spam: true,
    t: "Coffee makes everything better ☕ Who else can't start their day without it?? #coffee #coffeelover #mondaymotivation",
  },
  {
    k: 'sx_cof2',
    a: 'cafe_lover_88',
    spam: true,
    t: "Coffee makes everything better ☕💕 Who else can't start their day without it?? #coffee #coffeelover #mondaymotivation",
  },
  {
    k: 'sx_cof3',
    a: 'brew_bliss_x',
    spam: true,
    t: "Coffee makes everything better ☕ Who else can't start their morning without it?? #coffee #coffeelover #mondaymotivation",
  },
  {
    k: 'sx_cof4',
    a: 'morningvibes_22',
    spam: true,
    t: "Coffee makes everything better ☕ Who else can't start their day without it?? #coffee #coffeelover #mondaymotivation #goodmorning",
  },
  {
    k: 'sx_cof5',
    a: 'followback_fi',
    spam: true,
    t: "Coffee makes everything better ☕☕ Who else can't start their day without it?? #coffee #coffeelover #mondaymotivation #f4f",
  },
  // near-duplicate group 2: AI hustle
  {
    k: 'sx_ai1',
    a: 'ai_hustle_pro',
    spam: true,
    t: "AI will replace 90% of jobs by 2027. Here are 7 AI tools you MUST learn before it's too late 🧵👇 #AI #LLM #productivity",
  },
  {
    k: 'sx_ai2',
    a: 'aitools_daily_',
    spam: true,
    t: "AI will replace 90% of jobs by 2027. Here are 7 AI tools you NEED to learn before it's too late 🧵👇 #AI #LLM #productivity",
  },
  {
    k: 'sx_ai3',
    a: 'future_work9',
    spam: true,
    t: "AI will replace 80% of jobs by 2027. Here are 7 AI tools you MUST learn before it's too late 🧵👇 #AI #LLM #productivity #future",
  },
  {
    k: 'sx_ai4',
    a: 'trend_bot_4471',
    spam: true,
    t: "AI will replace 90% of jobs by 2027. Here are 7 AI tools you MUST learn before it's too late 🚨👇 #AI #LLM #productivity",
  },
  // near-duplicate group 3: football link bait
  {
    k: 'sx_fb1',
    a: 'goal_clips_hd',
    spam: true,
    t: 'This football goal is INSANE 🤯🤯 Watch till the end 👇 <<https://goalclipshd.live/v/88231>> #football #soccer #goals',
  },
  {
    k: 'sx_fb2',
    a: 'soccer_daily_hl',
    spam: true,
    t: 'This football goal is INSANE 😱😱 Watch till the end 👇 <<https://goalclipshd.live/v/88231>> #football #soccer #goals',
  },
  {
    k: 'sx_fb3',
    a: 'viral_newz_now',
    spam: true,
    t: 'This football goal is UNREAL 🤯🤯 Watch till the end 👇 <<https://goalclipshd.live/v/88231>> #football #soccer #goals #viral',
  },
  {
    k: 'sx_fb4',
    a: 'futbol_viral_x',
    spam: true,
    l: 'en',
    t: 'This football goal is INSANE 🤯🤯 Watch till the end 👇 <<https://goalclipshd.live/v/88232>> #football #soccer #fútbol',
  },
  // near-duplicate group 4: weight-loss bait
  {
    k: 'sx_fit1',
    a: 'fit_in_30days',
    spam: true,
    t: 'I lost 12kg in 30 days with this one simple morning habit 😱 Doctors hate it. Full routine here 👉 <<https://slimfast-secret.top/routine>>',
  },
  {
    k: 'sx_fit2',
    a: 'slim_secrets_',
    spam: true,
    t: 'I lost 12kg in 30 days with this one simple morning trick 😱 Doctors hate it. Full routine here 👉 <<https://slimfast-secret.top/routine>>',
  },
  {
    k: 'sx_fit3',
    a: 'followback_fi',
    spam: true,
    t: 'I lost 15kg in 30 days with this one simple morning habit 😱 Doctors hate it!! Full routine here 👉 <<https://slimfast-secret.top/r2>>',
  },
  // near-duplicate group 5: JavaScript tricks + hashtag stuffing
  {
    k: 'sx_js1',
    a: 'devtips_daily_',
    spam: true,
    t: "10 JavaScript tricks senior devs don't want you to know 🔥 Number 7 will blow your mind 🤯 #javascript #typescript #coding #webdev #100DaysOfCode #programming",
  },
  {
    k: 'sx_js2',
    a: 'code_hacks_hub',
    spam: true,
    t: "10 JavaScript tricks senior devs don't want you to know 🔥 Number 7 will shock you 🤯 #javascript #typescript #coding #webdev #100DaysOfCode #programming",
  },
  {
    k: 'sx_js3',
    a: 'js_wizard_tips',
    spam: true,
    t: "10 JavaScript tricks senior devs don't want you to know 🔥🔥 Number 7 will blow your mind 🤯 #javascript #typescript #coding #webdev #100DaysOfCode #programming #devlife",
  },
  {
    k: 'sx_js4',
    a: 'trend_bot_4471',
    spam: true,
    t: "10 JavaScript tricks senior developers don't want you to know 🔥 Number 7 will blow your mind 🤯 #javascript #typescript #coding #webdev #100DaysOfCode #programming",
  },
  // one-off spam
  {
    k: 'sx1',
    a: 'crypto_k1ng_99',
    spam: true,
    t: "🚀🚀🚀 $MOONPEPE just did 40x and we're still EARLY!!! Next 100x gem drops tonight 💎🙌 DM me for the signal group 🔥🔥🔥🔥🔥🔥",
  },
  {
    k: 'sx2',
    a: 'btc_drop_2026',
    spam: true,
    t: "🎁 BTC GIVEAWAY 🎁 We're giving away 10 BTC to celebrate 5M users! Send 0.1 BTC and get 0.2 BTC back instantly ✅ Only 24 hours left ⏰ <<https://btc-bonus-official.claims/x>>",
  },
  {
    k: 'sx3',
    a: 'earnwithjess_x',
    spam: true,
    t: 'DM me to earn $5000/week from your phone 📱💕 No experience needed, just 2 hours a day. I was broke 6 months ago and now I am FREE!!! 🙏💸',
  },
  {
    k: 'sx4',
    a: 'viral_newz_now',
    spam: true,
    t: "You won't BELIEVE what happened next 😱👇 <<https://viralnewz.now/story/88412>>",
  },
  {
    k: 'sx5',
    a: 'foodie4life_xx',
    spam: true,
    m: ['p'],
    t: 'this ramen was sooooo goooood!!!!!! 🍜🍜🍜🍜🍜 #ramen #foodie #foodporn #yum #instafood #noodles #foodlover #delicious #eeeeats #tokyo',
  },
  {
    k: 'sx6',
    a: 'foodie4life_xx',
    spam: true,
    m: ['p'],
    t: 'sourdough heaven 😍😍😍😍 #sourdough #bread #baking #foodie #foodporn #yum #homemade #breadporn',
  },
  {
    k: 'sx7',
    a: 'dealz4u_shop',
    spam: true,
    t: '🔥🔥🔥 90% OFF coffee machines TODAY ONLY 🔥🔥🔥 Click before it is gone!!! <<https://dealz4u.shop/coffee-mega-sale>> #coffee #deal #sale #discount #giveaway #shopping',
  },
  {
    k: 'sx8',
    a: 'followback_fi',
    spam: true,
    t: "Follow me and I'll follow back 100%!!! 🌸🌸🌸🌸 #f4f #followback #follow4follow #teamfollowback #followtrain #instantfollow",
  },
  {
    k: 'sx9',
    a: 'crypto_k1ng_99',
    spam: true,
    t: 'Save the planet AND get rich 🌍➡️🚀 $GREENX is the only coin that fights climate change!!! Buy before the big announcement #climate #crypto #bitcoin #altcoins #100x #moon',
  },
  {
    k: 'sx10',
    a: 'trend_bot_4471',
    spam: true,
    l: 'und',
    t: '🔥🔥🔥🔥🔥🔥',
  },
  {
    k: 'sx11',
    a: 'viral_newz_now',
    spam: true,
    t: 'Scientists STUNNED by what they found on Mars 👽👽 Thread 👇 #space #mars #aliens #science #viral #breaking',
  },
  {
    k: 'sx12',
    a: 'earnwithjess_x',
    spam: true,
    t: "Ladies 💕 my mentor showed me how to make $300 a DAY trading from my phone. I'll show you for FREE. Reply 'INFO' 👇👇👇",
  },
  {
    k: 'sx13',
    a: 'ai_hustle_pro',
    spam: true,
    t: "I made $12,847 last month with 3 AI tools and 0 employees. Want the exact system? Like + reply 'AI' and I'll DM you 🤖💰",
  },
  {
    k: 'sx14',
    a: 'goal_clips_hd',
    spam: true,
    t: 'GOOOOOOOAAAAAALLLLLL ⚽⚽⚽⚽⚽ what a finish!!!!! #football #soccer #goal #futbol #golazo #matchday #viral',
  },
  {
    k: 'sx15',
    a: 'cafe_lover_88',
    spam: true,
    t: 'Café time ☕☕☕☕☕ sooo cozy todayyyyy 💕💕 #café #coffee #cozy #autumn #coffeetime #latte #fall #vibes',
  },
  {
    k: 'sx16',
    a: 'btc_drop_2026',
    spam: true,
    re: 'ai1',
    t: "🎁 Congratulations! You've been selected for our exclusive BTC airdrop. Claim here before it expires ⏰ <<https://airdrop-claims.xyz/r/8832>>",
  },
  {
    k: 'sx17',
    a: 'btc_drop_2026',
    spam: true,
    re: 'fb1',
    t: '⚽🎁 Celebrate the derby with FREE crypto! First 500 wallets get 0.05 BTC 👉 <<https://airdrop-claims.xyz/r/8833>>',
  },
  {
    k: 'sx18',
    a: 'morningvibes_22',
    spam: true,
    t: 'Good morning ☀️☀️☀️ Rise and grind!!!! Make today AMAZING 💪💪💪 #motivation #goodmorning #mindset #success #grind #hustle #mondaymotivation',
  },
  {
    k: 'sx19',
    a: 'dealz4u_shop',
    spam: true,
    t: 'Running shoes 80% OFF 🏃‍♂️🔥 only 47 pairs left!!! <<https://dealz4u.shop/run-clearance>> #running #marathon #fitness #sale #deals #shoes',
  },
  {
    k: 'sx20',
    a: 'earnwithjess_x',
    spam: true,
    re: 'fn1',
    t: 'Index funds are too slow 😴 I made 4x in 2 weeks with my mentor. DM me "START" 💸💸',
  },
]
