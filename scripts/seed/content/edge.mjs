// Cloudflare Workers / edge computing (en, fr, ja)

export const authors = [
  {
    h: 'edgecase_emma',
    n: 'Emma Duarte',
    f: 12300,
    bio: 'DevRel-ish. I write about edge computing, serverless and why your database is in the wrong region.',
  },
  {
    h: 'workers_wren',
    n: 'Wren Kowalski',
    f: 2930,
    bio: 'Building small things on Cloudflare Workers. KV, D1, Durable Objects enjoyer. they/them',
  },
  {
    h: 'cold_start_carl',
    n: 'Carl Øyen',
    f: 781,
    bio: 'Serverless skeptic. SRE in Oslo. Every abstraction leaks, mine included.',
  },
  {
    h: 'latencylabs',
    n: 'Latency Labs',
    f: 212000,
    v: true,
    brand: true,
    idLen: 9,
    bio: 'Edge infrastructure for developers. Deploy globally in seconds. Status: status.latencylabs.dev',
  },
  {
    h: 'pop_ops',
    n: 'Ade Balogun',
    f: 5480,
    bio: 'SRE. networks, anycast, postmortems. Lagos ⇄ London.',
  },
  {
    h: 'nuage_nina',
    n: 'Nina Lefèvre',
    f: 3310,
    l: 'fr',
    bio: 'Architecte cloud à Nantes. Edge, serverless et sobriété numérique.',
  },
  {
    h: 'kumo_hashiru',
    n: '雲はしる',
    f: 740,
    l: 'ja',
    bio: '個人開発者。Cloudflare、Hono、D1でいろいろ作っています。大阪。',
  },
  {
    h: 'isolate_ivo',
    n: 'Ivo Marković',
    f: 121,
    bio: 'Full-stack dev in Zagreb. Side projects on weekends, mostly unfinished.',
  },
  {
    h: 'cloudnative_hub',
    n: 'Cloud Native Hub ☁️',
    f: 9800,
    bio: 'Daily cloud, DevOps & serverless insights ☁️ #cloud #devops #EdgeComputing',
  },
]

export const posts = [
  {
    k: 'ed1',
    a: 'edgecase_emma',
    at: 100,
    likes: 766,
    t: "Edge computing isn't about making your code faster. It's about moving it closer to your users so the network stops being the bottleneck. Those are different problems.",
  },
  {
    k: 'ed2',
    a: 'cold_start_carl',
    re: 'ed1',
    likes: 855,
    t: "and then your edge function makes 3 sequential round trips to a database in us-east-1 and you've invented a slower monolith",
  },
  {
    k: 'ed3',
    a: 'edgecase_emma',
    re: 'ed2',
    t: "@cold_start_carl yes!! data locality is the whole game. that's literally the next post in the series",
  },
  {
    k: 'ed4',
    a: 'workers_wren',
    likes: 546,
    t: 'Moved our image resizing from a container to Cloudflare Workers. Cold starts: basically gone. Bill: down 70%. Code: 90 lines. I keep waiting for the catch.',
  },
  {
    k: 'ed5',
    a: 'cold_start_carl',
    q: 'ed4',
    t: 'the catch is the memory limit, the day someone uploads a 60 megapixel TIFF',
  },
  {
    k: 'ed6',
    a: 'workers_wren',
    re: 'ed5',
    t: 'we cap uploads at 20MB and return a very polite 413 🙃',
  },
  {
    k: 'ed7',
    a: 'latencylabs',
    mult: 0.1,
    t: 'New: regional data pinning for edge KV. Keep EU user data in the EU while your code still runs in 300+ cities. Docs → <<https://latencylabs.dev/docs/kv/regional-pinning>>',
  },
  {
    k: 'ed8',
    a: 'pop_ops',
    t: 'Anycast is magic until one BGP change sends Lisbon traffic to Johannesburg. Edge computing postmortem in three words: check your routes.',
  },
  {
    k: 'ed9',
    a: 'nuage_nina',
    t: "L'edge computing, c'est bien, mais a-t-on vraiment besoin d'exécuter du code dans 300 villes pour afficher une page de contact ? Sobriété d'abord.",
  },
  {
    k: 'ed10',
    a: 'edgecase_emma',
    likes: 491,
    bm: 0.7,
    t: 'A practical guide to edge computing for people who just want their API to be fast 🧵 1/6',
  },
  {
    k: 'ed11',
    a: 'edgecase_emma',
    re: 'ed10',
    t: '2/ What actually belongs at the edge: auth checks, redirects, A/B bucketing, caching, personalization headers. Cheap, stateless, latency-sensitive.',
  },
  {
    k: 'ed12',
    a: 'edgecase_emma',
    re: 'ed11',
    t: "3/ What doesn't (yet): anything that needs 5 sequential queries to a single primary DB. Put that code next to the DB and call it from the edge.",
  },
  {
    k: 'ed13',
    a: 'edgecase_emma',
    re: 'ed12',
    t: '4/ Durable Objects and other actor-style things change this a bit: single-threaded, strongly consistent state that lives near where it is used. Great for rooms, counters, rate limits.',
  },
  {
    k: 'ed14',
    a: 'edgecase_emma',
    re: 'ed13',
    t: "5/ Measure from real users, not from your laptop in the same city as the origin. RUM or it didn't happen.",
  },
  {
    k: 'ed15',
    a: 'edgecase_emma',
    re: 'ed14',
    t: '6/ TL;DR edge computing is a cache with a brain. Use it for the brain parts, keep the heavy lifting near your data. /end',
  },
  {
    k: 'ed16',
    a: 'workers_wren',
    m: ['p:Screenshot of a live hackathon leaderboard with team names and scores'],
    t: 'D1 + Workers + one Durable Object for the websocket fan-out. Whole realtime leaderboard for our hackathon in one evening. Serverless got good while I was not looking.',
  },
  {
    k: 'ed17',
    a: 'jsdaily_kofi',
    likes: 390,
    t: 'Hono on Cloudflare Workers is the nicest TypeScript backend DX I have had in years. Routes, middleware, typed RPC client, deploy in 4 seconds.',
  },
  {
    k: 'ed18',
    a: 'tsc_noemit',
    re: 'ed17',
    t: '+1, and the bundle stays tiny. our whole API is 38KB',
  },
  {
    k: 'ed19',
    a: 'pop_ops',
    t: "Reading a vendor whitepaper that claims 'edge computing reduces latency by 90%'. Compared to what? A server on the moon?",
  },
  {
    k: 'ed20',
    a: 'cold_start_carl',
    t: 'Unpopular in this bubble: one well-tuned server in Frankfurt beats a badly designed edge computing setup for 95% of European apps.',
  },
  {
    k: 'ed21',
    a: 'nuage_nina',
    t: "Conférence demain à Nantes sur l'edge computing et la sobriété numérique. Venez me dire que j'ai tort 😄 <<https://www.meetup.com/nantes-cloud/events/311204887>>",
  },
  {
    k: 'ed22',
    a: 'latencylabs',
    mult: 0.3,
    m: ['v:58'],
    t: 'Watch: a globally distributed API from init to live in 312 cities, in under 60 seconds ⚡',
  },
  {
    k: 'ed23',
    a: 'edgecase_emma',
    t: "Spicy question: is 'edge computing' still a useful term when every CDN runs code now? Or is it just computing at this point?",
  },
  {
    k: 'ed24',
    a: 'workers_wren',
    re: 'ed23',
    t: "it's computing, but with a tiny CPU budget and no filesystem 😂",
  },
  {
    k: 'ed25',
    a: 'zeroalloc',
    re: 'ed23',
    t: 'Useful as long as people still deploy to a single region by default. Which is... most people.',
  },
  {
    k: 'ed26',
    a: 'pop_ops',
    likes: 1296,
    m: [
      'p:A technician in a data center aisle holding a bundle of blue network cables in front of an open server rack',
    ],
    t: 'Rack day in Lagos. New PoP is live and local traffic no longer detours through Europe. This is what edge computing actually looks like, cables and all.',
  },
  {
    k: 'ed27',
    a: 'kata_anzen',
    t: 'Cloudflare Workersで個人ブログを作り直した。東京からのレスポンスが20ms台。エッジすごい。',
  },
  {
    k: 'ed28',
    a: 'cold_start_carl',
    t: 'Cold start on a V8 isolate: ~0ms. Cold start on our Java lambda: I have time to make coffee. Grudgingly admitting the isolates people have a point.',
  },
  {
    k: 'ed29',
    a: 'nuage_nina',
    t: "Retour d'expérience : nous avons migré notre API de géolocalisation vers des Workers. Latence médiane divisée par 4 pour nos utilisateurs à Montréal et à Dakar.",
  },
  {
    k: 'ed30',
    a: 'edgecase_emma',
    likes: 304,
    t: 'Wrote up our edge computing benchmarks: same API on 1 region vs 12 regions vs edge + regional DB. The third one wins, just not by as much as the marketing says <<https://emmaduarte.dev/blog/edge-benchmarks-honest>>',
  },
  {
    k: 'ed31',
    a: 'workers_wren',
    t: "TIL Cron Triggers + Queues on Workers = the background job system I've been overengineering for years",
  },
  {
    k: 'ed33',
    a: 'workers_wren',
    t: 'hot take: the best thing about Cloudflare Workers is not the speed, it is that wrangler dev starts in under a second and I stop context switching',
  },
  {
    k: 'ed32',
    a: 'tokio_tinkerer',
    t: 'compiled a small rust crate to wasm and ran it on Cloudflare Workers for perceptual image hashing. 0.9ms per image. rust + wasm at the edge is underrated',
  },
  {
    k: 'ed34',
    a: 'edgecase_emma',
    t: 'Live Q&A on edge computing next Thursday with @workers_wren and @cold_start_carl (our resident skeptic). Bring your hardest latency questions.',
  },
  // cloudflare workers: a gotcha worth knowing, a small question, a Japanese build log
  {
    k: 'edx1',
    a: 'workers_wren',
    likes: 188,
    bm: 0.6,
    t: "Cloudflare Workers gotcha that cost me a day: module-scope variables survive between requests on the same isolate. Great for caching a parsed config. Terrible for the 'currentUser' I stashed there. Two staging users saw each other's dashboard. Keep request state in the handler.",
  },
  {
    k: 'edx2',
    a: 'isolate_ivo',
    likes: 0,
    t: 'is there a sane way to use an ORM on Cloudflare Workers with D1 yet, or is everyone just writing raw SQL? small side project, no budget for a pooled Postgres. drizzle looks close but the migrations story confuses me',
  },
  {
    k: 'edx3',
    a: 'workers_wren',
    re: 'edx2',
    t: 'drizzle + D1 works well for us. generate the SQL with drizzle-kit, apply it with wrangler d1 migrations apply. two tools, one source of truth',
  },
  {
    k: 'edx4',
    a: 'kumo_hashiru',
    likes: 27,
    t: 'Cloudflare Workers の Durable Objects で WebSocket チャットを作った。Hibernation API を使うと、接続が開いたままでもアイドル中は課金されないのがありがたい。個人開発だと月数十円で収まりそう。',
  },
  {
    k: 'edx5',
    a: 'cold_start_carl',
    likes: 5,
    t: 'Measured it so you do not have to: CPU time on Cloudflare Workers is only counted while your code runs, not while it awaits fetch. Our 900ms wall-clock proxy route bills ~4ms of CPU. For IO-bound work the CPU limits are far less scary than they look.',
  },
  // "edge computing": a content-farm copy of ed1
  {
    k: 'edx6',
    a: 'cloudnative_hub',
    at: 28,
    likes: 214,
    t: "Edge computing isn't about making your code faster. It's about moving it closer to your users so the network stops being the bottleneck. Those are two different problems. 💡 #EdgeComputing #Cloud",
  },
]

// Plain reposts of this module's posts (see reposts.mjs for the shared list).
export const reposts = [
  ['workers_wren', 'ed17'],
  ['edgecase_emma', 'edx1'],
]
