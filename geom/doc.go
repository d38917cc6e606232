// Package geom is the geometry shared by the incursion games: squares and
// directions on a grid, rectangles, lines of sight, walled square grids
// (Spy or Die Trying's Base) and graphs of areas (Rescue from the Hive's
// boxes). Sabotage's 4×4 maps, Nemesis' Facility and Fireteam Zero's
// locations keep their own small tables.
//
// Everything here is either a small value type ([Point], [Dir], [Rect],
// [Edge]) or an immutable structure built once per board ([Grid], [Graph],
// [DistTable]) that states hold by pointer and share freely between
// goroutines. Nothing panics on bad input: out-of-range points and ids give
// zero values, malformed maps and edge lists give errors.
//
// # Points and directions
//
// A [Point] is a square (or a vector); X grows east, Y grows south, so that
// a map reads top to bottom and [N] is (0,-1). [Pt] builds one; [Point.Add],
// [Point.Sub], [Point.In] and [Point.String] ("(3,4)") do the obvious.
// [Chebyshev] is the king-move distance, max(|dx|,|dy|), by which Spy or Die
// Trying counts ranges; [Manhattan] is |dx|+|dy|.
//
// [Dir] is one of the eight directions [N], [NE], [E], [SE], [S], [SW], [W],
// [NW] (clockwise, diagonals odd). [Dirs8] and [Dirs4] (N, E, S, W) list
// them; [Dir.Delta] is the unit vector, [Dir.Opposite], [Dir.CW] and
// [Dir.CCW] (45°), [Dir.CW90] and [Dir.CCW90], [Dir.Rotate] (n × 45°) turn
// it, and [DirOf] goes back from a unit vector.
//
// # Rectangles
//
// A [Rect] is half-open: Min is inside, Max is not, so [R](0, 0, w, h) holds
// w×h squares ([Rect.Dx], [Rect.Dy]). [Rect.Contains] is [Point.In];
// [Rect.Points] iterates over the squares row by row.
//
// # Lines and line of sight
//
// [Line](a, b) lists the squares that the segment between the centres of a
// and b passes through, by exact integer grid traversal ([AppendLine] is the
// allocation-free form). There is no rounding, hence no tie to break: the
// line is deterministic and symmetric, Line(b, a) being Line(a, b)
// reversed, which line of sight needs because it is mutual. Consecutive
// squares share a side, except where the segment passes exactly through a
// corner point, where the line steps diagonally. [Ray](p, d, n) is the n
// squares in a straight line from p; a ray in [Dirs4] is the Rulebook's
// "straight (not diagonal) line" through a door.
//
// [Grid.Clear] is line of sight on a walled grid: the line crosses each side
// between consecutive squares (blocked by a wall or a door that is not
// open) and each corner it passes exactly through (blocked when any side
// meeting there is a wall or a door, as for a diagonal step), and every
// square strictly between the ends is asked whether it is blocked (standing
// figures). [Grid.RayClear] and [Grid.Sight] build on it. Range limits and
// the room-versus-corridor rules of Spy or Die Trying stay in the game.
//
// # Walled grids
//
// A [Grid] is W×H squares; each side between two orthogonal neighbours is
// [Open], [Wall] or [Door] (with an integer door id whose open/locked state
// the game keeps), and outside the grid is wall. Squares may be solid (not
// part of the board) and carry a label (the room they belong to) and a mark
// (a special square), both bytes the game defines. Build one with a
// [GridBuilder] or [ParseGrid]; it is then immutable.
//
// A step to an orthogonal neighbour crosses one side; a diagonal step is
// blocked when the corner it passes carries a wall, i.e. when any of the
// four sides meeting at that corner is a wall or a door — Spy or Die
// Trying's "Adjacent squares", and the reason figures enter rooms through
// doorways orthogonally. [Grid.Step] reads these rules from a precomputed
// table: it returns the square reached, the door crossed (-1 for none) and
// whether the step is possible. [Grid.Neighbors] iterates over them;
// [Grid.Edge] and [Grid.Doors] describe the walls and doors.
//
// [Grid.Distances], [Grid.Path], [Grid.Dist] and [Grid.Within] search
// breadth-first; a [Pass] predicate, asked about each step with the door it
// crosses, lets the game refuse locked doors and occupied squares.
//
// # Text maps
//
// [ParseGrid] reads, and [Grid.String] writes, a W×H grid as 2H+1 lines of
// 3W+1 characters. Even lines (0, 2, ... 2H) are borders, odd lines rows of
// squares; in each, column 3x holds the corner or vertical side at the west
// of square x, and columns 3x+1 and 3x+2 the horizontal side above it
// (border lines) or the square itself (row lines):
//
//	+--+--+--+--+--+--+
//	|A  A  AS|.  .  .C|
//	+        +        +
//	|A  A  A 3.  .  . |
//	+--+11+--+--+  +--+
//	|.  .  .  .  .  . |
//	+--+--+--+  +--+--+
//	|##|B  B  B  BX|##|
//	+--+--+--+--+--+--+
//
// The characters mean:
//
//   - A square is two characters: its label (' ' for none; the game's room
//     letter, '.' for corridor in this example) and its mark (' ' for none;
//     a letter for a special square: S, C, X above). "##" is a solid square,
//     not part of the board.
//   - A vertical side is '|' (wall), ' ' (open) or a door character; a
//     horizontal side is "--" (wall), two spaces (open) or a door
//     character (written twice, as "11"; "-1" and " 1" are read too). '#'
//     also reads as a wall.
//   - Door characters are '0'–'9', 'a'–'z', 'A'–'Z' for door ids 0–61
//     ([DoorChar], [DoorID]). A door id may label several sides (a wide
//     doorway).
//   - Corners carry no information: any character is accepted ('+' is
//     written where a wall or door meets the corner, ' ' elsewhere, '#'
//     inside solid areas).
//   - The outer border is always wall whatever it shows; a door on it is an
//     error. Sides touching a solid square are walls.
//   - Blank lines before and after the map and trailing spaces on any line
//     are ignored (shorter lines are padded with spaces), so editors that
//     strip trailing blanks do no harm; tabs and non-ASCII are errors.
//
// In the example square (2,0) is in room A and marked S, door 3 joins (2,1)
// to the corridor at (3,1), door 1 joins (1,1) to (1,2), and the corner
// between (2,0), (3,0), (2,1) and (3,1) is walled, so no diagonal step
// crosses it. A 30×30 Base is 61 lines of 91 characters.
//
// # Area graphs
//
// A [Graph] has nodes 0..n-1 and undirected edges with a [Label] the game
// defines (door, hole, corridor...). Build it with [NewGraph] or a
// [GraphBuilder]. [Graph.Neighbors], [Graph.Edges], [Graph.Degree],
// [Graph.HasEdge] and [Graph.Label] describe it; [Graph.Distances],
// [Graph.Dist], [Graph.Within] and [Graph.Path] search breadth-first over
// the edges a [Filter] accepts. Path breaks ties by taking, at each node,
// the lowest-id neighbour on a shortest path — Nemesis's rule that
// Intruders take "the shortest route that starts with the Corridor/Room with
// the lowest ID number"; [Graph.NextSteps] gives all the equally short first
// steps. [Graph.Precompute] builds an all-pairs [DistTable] for a fixed
// filter.
//
// # Performance
//
// The grid's adjacency is a flat table of eight entries per square, filled
// once by [GridBuilder.Build]; graphs are stored in compressed sparse rows
// with neighbours sorted by id. The searches reuse a caller's distance
// buffer and pooled queues, so [Grid.Distances], [Grid.Dist],
// [Grid.AppendPath], [Grid.AppendWithin], [Grid.Clear], [Grid.Sight],
// [Graph.Distances], [Graph.Dist], [Graph.AppendPath], [Graph.AppendWithin]
// and [AppendLine] do not allocate in steady state (beyond growing the
// caller's slice). See the
// benchmarks (go test -bench . -benchmem ./geom).
package geom
