// A match's page sits under its tournament's URL but in a folder of its own, so that neither the
// tournament page's tabs nor this page load the other's code. Vike ranks this route string (two static
// segments) above the tournament page's `/tournaments/*` (one), so it takes these paths.
export default '/tournaments/@id/matches/@matchId'
