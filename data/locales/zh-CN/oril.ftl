# Oril's own sentences: refusals of its rules and its screens, shown privately to one person.

## A sowing or agreement refused by the Oril rules, told privately to the player.

# A sowing or agreement refused by the Oril rules, told privately to the player.
oril-error-game-over = 对局已经结束了。
# A sowing or agreement refused by the Oril rules, told privately to the player.
oril-error-no-such-seat = 你不是这盘对局的玩家。
# A sowing or agreement refused by the Oril rules, told privately to the player. $house: a house number (1-6).
oril-error-empty-house = 第 { $house } 个坑是空的：请选一个有子的坑。
# A sowing or agreement refused by the Oril rules, told privately to the player. $house: a house number (1-6).
oril-error-must-feed = 对手没有子了：你必须选一个能把子播到对方那一排的坑（第 { $house } 个坑做不到）。
# A sowing or agreement refused by the Oril rules, told privately to the player. $house: a house number (1-6).
oril-error-grand-slam = 第 { $house } 个坑会吃掉对手全部六个坑的子，只有在你没有别的走法时才允许这样下。
# A sowing or agreement refused by the Oril rules, told privately to the player.
oril-error-already-agreed = 你已经同意结束对局，正在等对手。
# A sowing or agreement refused by the Oril rules, told privately to the player.
oril-error-not-agreed = 你还没有同意结束对局，所以没有什么可以撤回。


## Oril's own refusals.

# A table opened for Oril with other than two seats (a bug). $seats: the number of seats.
oril-two-players = Oril 是两人对局，不能是 { $seats } 人。
# A stored Oril game failed its check on restore (a damaged record). $stones: the stones counted.
oril-board-broken = 棋盘上有 { $stones } 颗子，而不是 48 颗。
# A stored Oril game names a forfeit by a seat that does not exist (a damaged record).
oril-forfeit-broken = 这盘对局的记录里，认输的是一个不存在的座位。
