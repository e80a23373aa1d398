// The page's entry: which view the address asks for.
//   /                         start page (create or open a game)
//   /?view=learn              the lessons
//   /?game=ID                 a game: watched, or played for the seats this browser holds
//   /?game=ID#invite=CODE     an invitation: join, then play (the code in the fragment stays out of server logs)
import { GameView } from './game.js'
import { homeView } from './home.js'
import { joinView } from './join.js'
import { learnView } from './learn.js'

const main = document.getElementById('main')!
const params = new URLSearchParams(location.search)
const game = params.get('game')
const invite = new URLSearchParams(location.hash.slice(1)).get('invite')

const current = game !== null ? null : params.get('view') === 'learn' ? 'learn' : 'home'
for (const link of document.querySelectorAll<HTMLAnchorElement>('nav a[data-view]')) {
  if (link.dataset.view === current) link.setAttribute('aria-current', 'page')
}

// A new invitation typed or followed in this tab changes only the fragment, which loads nothing: load it.
// (Other fragments, such as the skip link's #main, stay in-page jumps.)
window.addEventListener('hashchange', () => {
  if (new URLSearchParams(location.hash.slice(1)).has('invite')) location.reload()
})

if (game !== null && invite !== null) joinView(main, game, invite, () => new GameView(main, game))
else if (game !== null) new GameView(main, game)
else if (current === 'learn') void learnView(main)
else homeView(main)
