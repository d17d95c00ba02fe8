# Uno's own sentences: refusals of its rules and its screens, shown privately to one person.

## A move the UNO rules refuse, told privately to the player who tried it.

# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-seat-count = 一张牌桌需要 2 到 10 个座位。
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-no-such-seat = 这张牌桌上没有这个座位。
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-match-over = 整场比赛已经结束了。
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-round-over = 这一局已经结束了；请开始下一局。
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-round-not-over = 要等这一局结束，才能开始下一局。
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-invalid-card = 没有这张牌。
# A move the UNO rules refuse, told privately to the player who tried it. $card: a card as the table writes it.
uno-error-not-in-hand = 你的手牌里没有 { $card }。
# A move the UNO rules refuse, told privately to the player who tried it. $card: a card as the table writes it. $top: the card on top of the pile.
uno-error-does-not-match = { $card } 不能跟在 { $top } 后面出。
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-color-required = 出变色牌时必须指定颜色。
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-color-not-allowed = 只有变色牌才能指定颜色。
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-swap-required = 请指定要和哪个座位交换手牌。
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-bad-swap-target = 只能和牌桌上的其他座位交换手牌。
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-swap-not-allowed = 只有在七零房规下，出 7 才能交换手牌。
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-wild-draw-four-not-allowed = 手里还有当前颜色的牌时，不能出【变色 +4】。
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-choose-color-first = 请先为起始牌指定颜色。
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-no-color-to-choose = 现在不需要指定颜色。
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-already-drew = 你已经摸过牌了；打出摸到的牌，或者选择过。
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-only-drawn-card = 你只能打出刚摸到的那张牌。
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-must-play-drawn = 你必须打出刚摸到的那张牌。
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-cannot-pass = 只有刚摸到能出的牌时才能过。
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-penalty-pending = 你得先应对待摸的罚牌。
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-cannot-stack = 只能叠加相应的【+2】或【变色 +4】。
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-nothing-to-challenge = 没有可以质疑的【变色 +4】。
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-no-penalty = 没有待摸的罚牌可以接受。
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-cannot-call-uno = 只有手里剩两张牌时，或刚出到只剩一张时，才能喊 UNO。
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-cannot-jump-in = 只有和顶牌完全相同的牌才能抢出。
# A move the UNO rules refuse, told privately to the player who tried it. $reason: why, a sentence.
uno-error-bad-setup = 游戏设置有矛盾：{ $reason }

## A table option out of range (from /uno start or the lobby).

# A table option out of range (from /uno start or the lobby).
uno-options-penalty = UNO 罚牌必须是 2 张或 4 张。
# A table option out of range (from /uno start or the lobby).
uno-options-window = 喊 UNO 的时限必须在 3 到 30 秒之间。
# A table option out of range (from /uno start or the lobby).
uno-options-goal = 目标分数必须在 1 到 10000 之间。

