// One page for the overview and every tab (`/tournaments/{id}/details` …), so switching tabs keeps
// the hero mounted and the scroll position (+keepScrollPosition.ts). A route string, not a route
// function: the browser needs every page's route at start for client routing, and a string brings no
// code. What follows `/tournaments/` is read by the data hook, which answers 404 for a path that is no
// tournament tab (ui/features/tournaments/tabs.ts). The folder's static pages (`/tournaments/join/{id}`)
// take precedence over this route.
export default '/tournaments/*'
