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
uno-error-wild-draw-four-not-allowed = 手里还有当前颜色的牌时，不能出变色 +4。
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
uno-error-cannot-stack = 只能叠加相应的+2或变色 +4。
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-nothing-to-challenge = 没有可以质疑的变色 +4。
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

## Card names, as log lines, hands and buttons write them.

# A colour of UNO cards (in card names, colour buttons, the named colour).
uno-color-red = 红色
# A colour of UNO cards.
uno-color-yellow = 黄色
# A colour of UNO cards.
uno-color-green = 绿色
# A colour of UNO cards.
uno-color-blue = 蓝色
# A number card. $color: a colour (uno-color-*). $number: 0 to 9.
uno-card-number = { $color } { $number }
# A Skip card. $color: its colour.
uno-card-skip = { $color }禁止
# A Reverse card. $color: its colour.
uno-card-reverse = { $color }反转
# A Draw Two card. $color: its colour.
uno-card-draw-two = { $color } +2
# The Wild card.
uno-card-wild = 变色
# The Wild Draw Four card.
uno-card-wild-draw-four = 变色 +4
# Short name of a Skip card on a hand's button (after the card's number in the hand).
uno-short-skip = 禁止
# Short name of a Reverse card on a hand's button.
uno-short-reverse = 反转
# Short name of a Wild card on a hand's button.
uno-short-wild = 变色
# Short name of a Wild Draw Four card on a hand's button.
uno-short-wild-draw-four = 变色 +4

## A Wild on top of the pile, named with its colour.

# A Wild or Wild Draw Four on top of the pile with the colour it named (in a refusal). $card: the card (uno-card-wild*). $color: the colour (uno-color-*).
uno-card-wild-colored = { $card }（{ $color }）

## The table message (public, in the table's language).

# Table title while a player names the colour of a Wild. $name: the player.
uno-title-choosing = UNO — { $name } 正在选颜色
# Table title: whose turn it is. $name: the player.
uno-title-turn = UNO — 轮到 { $name }
# Table title: a player must take a draw penalty. $name: the player. $amount: cards.
uno-title-penalty = UNO — { $name } 须罚摸 { $amount } 张牌
# Table title: a round is won. $name: the winner.
uno-title-round-won = UNO — { $name } 赢得本局
# Table title: the match is won. $name: the winner.
uno-title-match-won = UNO — { $name } 获胜！
# Table field title after a round: each player's hand.
uno-field-hands = 手牌
# Table field title after a round of a points match.
uno-field-scores = 得分
# A line of the Hands field: the player emptied their hand. $name: the player.
uno-hand-out = 🏆 { $name }：出完了
# A line of the Hands field. $name: the player. $cards: cards left. $points: their value.
uno-hand-left = { $name }：{ $cards } 张牌，{ $points } 分
# Table footer. $round: the round number. $settings: the settings, one line.
uno-footer = 第 { $round } 局 · { $settings }
# Button: open one's hand privately.
uno-button-hand = 手牌
# Button: draw a card.
uno-button-draw = 摸牌
# Button: call UNO.
uno-button-uno = UNO!
# Button: take the pending draw penalty. $amount: cards.
uno-button-take = 摸 { $amount } 张
# Button: challenge a Wild Draw Four.
uno-button-challenge = 质疑
# Button: start the next round of a points match.
uno-button-next-round = 下一局
# Result of a finished match. $name: the winner. $points: their total.
uno-result = { $name } 以 { $points } 分获胜。

## A player's hand (private, in the player's own language).

# Hand picture heading and text title. $cards: how many cards.
uno-hand-title = 你的手牌 — { $cards } 张
# Hand, after choosing a Wild. $card: the card (uno-card-*).
uno-choose-colour = 为你的{ $card }选择颜色。
# Hand, after choosing a 7 under the seven-0 rule. $card: the card.
uno-choose-swap = 和谁换手牌？（打出你的{ $card }）
# Hand status: the player names the colour of the Wild that opened the round.
uno-status-name-colour = **轮到你：**为变色牌选择颜色。
# Hand status: the player drew a playable card and must play it.
uno-status-play-drawn = **轮到你：**打出你刚摸到的牌。
# Hand status: the player drew a playable card and may play or keep it.
uno-status-play-or-keep = **轮到你：**打出你刚摸到的牌，或者留着它。
# Hand status: the player's ordinary turn.
uno-status-play = **轮到你：**出一张亮着的牌，或者摸牌。
# Hand status: a draw penalty is pending on the player. $amount: cards.
uno-status-take = **轮到你：**罚摸 { $amount } 张牌。
# Hand status: a draw penalty the player may challenge. $amount: cards.
uno-status-take-or-challenge = **轮到你：**罚摸 { $amount } 张牌，或者质疑这张变色 +4。
# Hand status: a draw penalty the player may stack on. $amount: cards.
uno-status-take-or-stack = **轮到你：**罚摸 { $amount } 张牌，或者叠加一张 +2 或变色 +4。
# Hand status: a draw penalty the player may challenge or stack on. $amount: cards.
uno-status-take-challenge-or-stack = **轮到你：**罚摸 { $amount } 张牌、质疑这张变色 +4，或者叠加一张 +2 或变色 +4。
# Hand status: another player is to act. $name: that player.
uno-status-waiting = 等待 { $name }。
# Hand status: the round is over. $name: the winner.
uno-status-round-won = { $name } 赢得了本局。
# Hand status: the match is over. $name: the winner.
uno-status-won = { $name } 获胜。
# Hand, after the status: the top card of the pile. $card: the card.
uno-top-card = 顶牌：{ $card }。
# Hand, after the status: the top card is a Wild with a named colour. $card: the card. $color: the colour.
uno-top-card-wild = 顶牌：{ $card }（颜色：{ $color }）。
# Hand, after a challenge by this player. $name: the accused player. $cards: their hand, listed.
uno-reveal = 你质疑了 { $name }：其手牌是 { $cards }。
# Hand, a reminder while the player may call UNO.
uno-press-uno = **快按 UNO!**，别来不及了。
# Hand button: keep a drawn card and pass.
uno-button-keep = 留着
# Hand button: back from a colour or swap choice to the hand.
uno-button-back = 返回
# Hand button: the previous page of a long hand.
uno-button-previous = ◀ 上一页
# Hand button: the next page of a long hand.
uno-button-next = 下一页 ▶
# Hand label (disabled button) of a long hand's page. $first, $last: card numbers. $cards: the hand's size.
uno-page = 第 { $first }-{ $last } 张，共 { $cards } 张

## Lines of the table log (public).

# Log. $round: the round number. $name: who starts. $card: the first card.
uno-log-round-started = 第 { $round } 局开始：{ $name } 先出，首张牌是{ $card }。
# Log: a Wild Draw Four turned up first goes back.
uno-log-first-card-returned = 变色 +4 不能作为首张牌：放回牌堆重新洗牌。
# Log. $name: the player. $card: the card. $color: the named colour as a key (red, yellow, green, blue); any other value is a colour already in words.
uno-log-played-wild = { $name } 出了{ $card }，选择{ $color ->
        [red] { uno-color-red }
        [yellow] { uno-color-yellow }
        [green] { uno-color-green }
        [blue] { uno-color-blue }
       *[other] { $color }
    }。
# Log. $name: the player. $card: the card.
uno-log-played = { $name } 出了{ $card }。
# Log: a card played out of turn (jump-in). $name: the player. $card: the card.
uno-log-jumped-in = { $name } 用{ $card }抢出！
# Log. $name: the player. $count: cards drawn.
uno-log-drew = { $count ->
    [1] { $name } 摸了一张牌。
   *[other] { $name } 摸了 { $count } 张牌。
  }
# Log. $name: the player.
uno-log-cannot-draw = { $name } 无牌可摸（牌堆空了），过。
# Log. $name: the player.
uno-log-passed = { $name } 留下这张牌，过。
# Log. $name: the player.
uno-log-skipped = { $name } 被禁止出牌。
# Log: a Reverse made play go clockwise.
uno-log-clockwise = 出牌方向变为顺时针。
# Log: a Reverse made play go counter-clockwise.
uno-log-counter-clockwise = 出牌方向变为逆时针。
# Log. $name: the player. $color: the colour as a key (red, yellow, green, blue); any other value is a colour already in words.
uno-log-color-chosen = { $name } 选择了{ $color ->
        [red] { uno-color-red }
        [yellow] { uno-color-yellow }
        [green] { uno-color-green }
        [blue] { uno-color-blue }
       *[other] { $color }
    }。
# Log. $name: the player. $amount: cards.
uno-log-draw-pending = { $name } 须罚摸 { $amount } 张牌。
# Log. $name: the player. $amount: cards.
uno-log-draw-pending-challenge = { $name } 须罚摸 { $amount } 张牌，或者质疑这张变色 +4。
# Log. $name: the challenger. $accused: the player who played the card.
uno-log-challenge-won = { $name } 质疑 { $accused }：这张变色 +4 出得不合规！
# Log. $name: the challenger. $accused: the player who played the card.
uno-log-challenge-lost = { $name } 质疑 { $accused }：这张变色 +4 出得合规。
# Log. $name: the player.
uno-log-one-card = { $name } 只剩一张牌了……
# Log. $name: the player.
uno-log-uno-called = { $name } 喊了 UNO！
# Log. $name: the player. $count: penalty cards.
uno-log-uno-penalty = { $name } 忘了喊 UNO，罚摸 { $count } 张。
# Log. $cards: cards in the new draw pile.
uno-log-reshuffled = 弃牌堆洗成新的摸牌堆（{ $cards } 张）。
# Log. $name: the player. $other: the other player.
uno-log-hands-swapped = { $name } 和 { $other } 交换了手牌。
# Log: every hand moves one seat along (a 0 under seven-0).
uno-log-hands-rotated = 所有手牌依次传给下一个座位。
# Log. $name: the player. $points: points scored.
uno-log-round-won = { $name } 赢得本局，得 { $points } 分。
# Log. $name: the player. $points: the total.
uno-log-match-won = { $name } 以 { $points } 分赢得整场比赛！

## The table's settings (lobby and footer, in the table's language).

# A setting that is on.
uno-on = 开
# A setting that is off.
uno-off = 关
# The goal: a single round.
uno-goal-round = 一局定胜负
# The goal: a points total. $points: the total.
uno-goal-points = 先到 { $points } 分
# Drawn-card rule: the player may play it.
uno-drawn-may = 可以出
# Drawn-card rule: the player must play it.
uno-drawn-must = 必须出
# Drawn-card rule: the player must keep it.
uno-drawn-keep = 必须留着
# The settings, two lines. $goal: uno-goal-*. $window: seconds. $penalty: cards. $drawn: uno-drawn-*. The rest: uno-on or uno-off.
uno-settings =
    目标：{ $goal } · UNO! 时限 { $window } 秒，罚牌 { $penalty } 张 · 摸到的牌：{ $drawn } · 质疑：{ $challenge }
    房规：叠加 { $stacking }，七零 { $sevenzero }，抢出 { $jumpin }，摸到能出 { $untilplayable }
# Lobby menu option: play to 500 points instead of one round.
uno-menu-goal-points = 目标：打到 500 分
# Lobby menu option: play one round instead of to 500 points.
uno-menu-goal-round = 目标：只打一局
# Lobby menu option. $cards: the new penalty.
uno-menu-penalty = UNO! 罚牌：{ $cards } 张
# Lobby menu option. $seconds: the new window.
uno-menu-window = UNO! 时限：{ $seconds } 秒
# Lobby menu option: the next drawn-card rule.
uno-menu-drawn = 摸到的牌：换下一种规则
# Description under uno-menu-drawn.
uno-menu-drawn-order = 可以出 → 必须出 → 必须留着
# Lobby menu option: turn the challenge rule on.
uno-menu-challenge-on = 质疑：开启
# Lobby menu option: turn the challenge rule off.
uno-menu-challenge-off = 质疑：关闭
# Lobby menu option: turn stacking on.
uno-menu-stacking-on = 叠加：开启
# Lobby menu option: turn stacking off.
uno-menu-stacking-off = 叠加：关闭
# Lobby menu option: turn seven-0 on.
uno-menu-sevenzero-on = 七零：开启
# Lobby menu option: turn seven-0 off.
uno-menu-sevenzero-off = 七零：关闭
# Lobby menu option: turn jump-in on.
uno-menu-jumpin-on = 抢出：开启
# Lobby menu option: turn jump-in off.
uno-menu-jumpin-off = 抢出：关闭
# Lobby menu option: turn draw-until-playable on.
uno-menu-untilplayable-on = 摸到能出：开启
# Lobby menu option: turn draw-until-playable off.
uno-menu-untilplayable-off = 摸到能出：关闭

## Words on the UNO pictures and their text versions (the table's language for the table, the player's for a hand).

# Under the draw pile. $cards: cards left in it.
uno-pic-left = 剩 { $cards } 张
# The colour to follow, on a chip under the top card (upper case where the script has it).
uno-pic-red = 红色
# The colour to follow.
uno-pic-yellow = 黄色
# The colour to follow.
uno-pic-green = 绿色
# The colour to follow.
uno-pic-blue = 蓝色
# The colour to follow before a wild's colour is named.
uno-pic-any = 任意颜色
# Under the strip of the last cards played.
uno-pic-last-plays = 最近出牌
# After a seat's card count on its badge (the number is drawn before it). $cards: the count.
uno-pic-cards = { $cards ->
   *[other] 张
  }
# A seat's match points. $points: the points.
uno-pic-points = { $points } 分
# A hand picture without cards.
uno-pic-no-cards = 没有手牌
# Under a hand picture too long to show whole. $cards: cards not shown.
uno-pic-more-cards = 还有 { $cards } 张未显示
# The colour to follow before a wild's colour is named (text version).
uno-any-colour = 任意颜色
# Text version: play goes clockwise.
uno-text-clockwise = ↻ 顺时针
# Text version: play goes counter-clockwise.
uno-text-counter-clockwise = ↺ 逆时针
# Text version, first line. $card: the top card. $color: the colour to follow. $direction: uno-text-*clockwise. $deck: cards in the draw pile.
uno-text-top = 顶牌：{ $card } · 颜色：{ $color } · { $direction } · 摸牌堆剩 { $deck } 张
# Text version: the last cards played. $cards: the list.
uno-text-last-plays = 最近出牌：{ $cards }
# Text version: a seat's card count. $cards: the count.
uno-text-cards = { $cards } 张
# Text version: a seat with one card that has not called UNO yet.
uno-text-not-called = 未喊 UNO
# Banner across the table picture at the end of a round. $name: the winner. $points: points scored.
uno-banner = { $name } 得 { $points } 分

## /uno: the command, its options and the game's title

# UNO 游戏，/战绩 和 /排行榜 中的选项。
game-title-uno = UNO
# /uno 命令的名称。
cmd-uno-name = uno
# /uno 命令的说明。
cmd-uno-description = 2-10 人的 UNO，可与好友和电脑玩家同桌
# /uno 开始 的选项：一局定胜负或打到 500 分。
cmd-uno-goal-name = 目标
# “目标”选项的说明。
cmd-uno-goal-description = 一局定胜负，或先到 500 分者胜
# “目标”的选项：只打一局。
cmd-uno-goal-round = 一局
# “目标”的选项：打到 500 分。
cmd-uno-goal-500 = 500 分
# /uno 开始 的选项：没喊 UNO! 罚摸的张数。
cmd-uno-penalty-name = 罚牌
# “罚牌”选项的说明。
cmd-uno-penalty-description = 没及时喊 UNO! 要罚摸的张数（默认 4）
# “罚牌”的选项。
cmd-uno-penalty-4 = 4 张
# “罚牌”的选项。
cmd-uno-penalty-2 = 2 张
# /uno 开始 的选项：喊 UNO! 的秒数。
cmd-uno-uno-window-name = uno时限
# “uno时限”选项的说明。
cmd-uno-uno-window-description = 出到只剩一张手牌后按 UNO! 的秒数（默认 5）
# /uno 开始 的选项：摸到能出的牌时怎么办。
cmd-uno-drawn-card-name = 摸到的牌
# “摸到的牌”选项的说明。
cmd-uno-drawn-card-description = 摸到能出的牌：可以出（默认）、必须出、必须留在手牌
# “摸到的牌”的选项。
cmd-uno-drawn-card-may = 可以出
# “摸到的牌”的选项。
cmd-uno-drawn-card-must = 必须出
# “摸到的牌”的选项。
cmd-uno-drawn-card-keep = 必须留在手牌
# /uno 开始 的选项：可否质疑变色 +4（True/False）。
cmd-uno-challenge-name = 质疑
# “质疑”选项的说明。
cmd-uno-challenge-description = 可以质疑变色 +4（默认开启）
# /uno 开始 的选项，房规：叠加罚摸牌。
cmd-uno-stacking-name = 叠加
# “叠加”选项的说明。
cmd-uno-stacking-description = 房规：可叠加+2/变色 +4
# /uno 开始 的选项，房规：7 换手牌，0 传手牌。
cmd-uno-seven-zero-name = 七零
# “七零”选项的说明。
cmd-uno-seven-zero-description = 房规：出 7 与他人交换手牌，出 0 所有人传递手牌
# /uno 开始 的选项，房规：用相同的牌抢出。
cmd-uno-jump-in-name = 抢出
# “抢出”选项的说明。
cmd-uno-jump-in-description = 房规：不是你的回合也能抢出一张完全相同的牌
# /uno 开始 的选项，房规：一直摸牌直到能出。
cmd-uno-draw-until-playable-name = 摸到能出
# “摸到能出”选项的说明。
cmd-uno-draw-until-playable-description = 房规：一直摸牌，直到摸到能出的牌

## How to play, for /help

# UNO 的玩法，在 /帮助 中它的那一节。
help-game-uno = 出一张与顶牌颜色或符号相同的牌，或者出变色牌。按 **{ uno-button-hand }** 私下查看手牌并出牌。只剩两张手牌时，要按 **{ uno-button-uno }**（出牌前，或出牌后的时限内），否则罚摸牌。变色 +4可以被质疑。最先出完手牌的人赢得这一局。

## The button under a finished game that starts another with the same seats

# Button under a finished UNO game.
table-again-uno = 再来一局
