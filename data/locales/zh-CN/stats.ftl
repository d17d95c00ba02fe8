# /stats 和 /leaderboard：某人在一个游戏中的战绩和服务器排行榜，只给提问的人看。

# /stats: the card's title. $game: the game's name (UNO, Oril...); $name: the player's name.
stats-title = { $game } — { $name }
# /stats or /leaderboard when nobody has finished a game of it on this server. $game: the game's name.
stats-none = 本服务器还没有打完的 { $game } 对局。
# /stats: the record in one line. $games, $won, $drawn, $lost: numbers of games.
stats-summary = 共 { $games } 局：胜 { $won }，平 { $drawn }，负 { $lost }。
# /stats: the name of the rating field.
stats-rating = 等级分
# /stats: the rating field's value. $rating: the Elo rating; $rated: how many games moved it.
stats-rating-value = { $rating }（{ $rated } 局计分）
# /stats: the name of the points field.
stats-points = 积分
# /stats: the name of the winning-streak field.
stats-streak = 连胜
# /stats: the streak field's value. $streak: the current streak; $best: the best streak.
stats-streak-value = { $streak }（最高 { $best }）
# /leaderboard ordered by rating: the title. $game: the game's name.
leaderboard-title-rating = { $game } 排行榜 — 按等级分
# /leaderboard ordered by wins: the title. $game: the game's name.
leaderboard-title-wins = { $game } 排行榜 — 按胜局
# /leaderboard ordered by points: the title. $game: the game's name.
leaderboard-title-points = { $game } 排行榜 — 按积分
# /leaderboard: one player's line. $rank: the place; $name: the player; $rating, $wins, $points, $games: numbers.
leaderboard-line = { $rank }. **{ $name }** — 等级分 { $rating } · 胜 { $wins } 局 · 积分 { $points } · 共 { $games } 局
# /leaderboard: the footer with the asker's own line. $line: that line, as above.
leaderboard-own-rank = 你的排名：{ $line }
# /leaderboard: the footer when the asker has no finished game here.
leaderboard-no-rank = 你在这里还没有打完的对局。
# /leaderboard picture: the heading of the names column.
leaderboard-column-player = 玩家
# /leaderboard picture: the heading of the rating column (short).
leaderboard-column-rating = 等级分
# /leaderboard picture: the heading of the wins column (short).
leaderboard-column-wins = 胜局
# /leaderboard picture: the heading of the points column (short).
leaderboard-column-points = 积分
# /leaderboard picture: the heading of the games column (short).
leaderboard-column-games = 局数
# /leaderboard picture when the board is empty.
leaderboard-empty = 还没有打完的对局。
# Share: the line above a stats card posted in the channel. $name: who shared it.
stats-shared = { $name } 分享了战绩：
