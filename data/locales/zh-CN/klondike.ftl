# Klondike's own sentences: refusals of its rules and its screens, shown privately to one person.

## A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).

# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move). $pile: a pile number.
klondike-error-no-such-pile = 没有第 { $pile } 堆：1-7 是牌列，8 是牌堆，9 是废牌堆，10-13 是基础堆。
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move). $typed: what the player typed.
klondike-error-bad-order = “{ $typed }” 不是一步走法：先写取牌的那一堆，再写放牌的那一堆，例如 “7 11”；移动 2 张就写 “3 5 2”。
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move). $count: a number of cards.
klondike-error-bad-count = { $count } 不是有效的张数：一串牌有 1 到 13 张。
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-same-pile = 牌必须移到另一堆。
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-stock-empty = 牌堆已经空了：用 9 8 把废牌堆翻回牌堆。
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-stock-not-empty = 牌堆空了以后，废牌堆才能翻回牌堆。
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-no-redeals-left = 翻回次数已经用完：废牌堆不能再翻回牌堆了。
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-nothing-to-redeal = 牌堆和废牌堆都空了。
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-waste-empty = 废牌堆是空的：用 8 9 从牌堆翻一张牌。
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move). $pile: a pile number.
klondike-error-pile-empty = 第 { $pile } 堆是空的。
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-stock-only-to-waste = 牌堆的牌只能翻到废牌堆：8 9。
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-only-stock-to-waste = 废牌堆只接收从牌堆翻出的牌：8 9。
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-one-card-only = 废牌堆和基础堆只能移动最上面的一张牌。
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-one-card-to-foundation = 每次只能往基础堆收一张牌。
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move). $pile: a pile number. $faceUp: a number of cards. $count: a number of cards.
klondike-error-not-enough-face-up = 第 { $pile } 堆只有 { $faceUp } 张翻开的牌，不够 { $count } 张。
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move). $card: a card as the table writes it.
klondike-error-needs-king = 只有 K 能放到空牌列上（{ $card } 不是 K）。
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move). $card: a card as the table writes it.
klondike-error-foundation-start = 空的基础堆要从 A 开始，不能放 { $card }。
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-no-foundation-to-tableau = 这一局不允许把基础堆的牌拿回来。
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-foundation-to-foundation = 牌不能从一个基础堆移到另一个基础堆。
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move). $from: a pile number. $to: a pile number.
klondike-error-no-fitting-run = 第 { $from } 堆没有哪张翻开的牌能放到第 { $to } 堆上。
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-nothing-to-undo = 没有可以撤销的步骤。
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-nothing-to-auto-play = 现在没有可以安全收到基础堆的牌。
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-game-over = 这局已经结束了。
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-wrong-seat = 这是单人游戏：只有 0 号座位可以操作。

# A Klondike move refused: the card does not fit on the tableau card. $card, $onto: cards as the table writes them; $red: yes if the moving card is black, so the card it needs below is red; $rank: the moving card's rank (1-13); $next: the rank it needs below (2-13).
klondike-error-does-not-fit = { $card } 不能放在 { $onto } 上：{ $red ->
        [yes] 黑色的 { $rank ->
                [1] A
                [11] J
                [12] Q
               *[other] { $rank }
            } 只能接在红色的 { $next ->
                [11] J
                [12] Q
                [13] K
               *[other] { $next }
            } 上
       *[no] 红色的 { $rank ->
                [1] A
                [11] J
                [12] Q
               *[other] { $rank }
            } 只能接在黑色的 { $next ->
                [11] J
                [12] Q
                [13] K
               *[other] { $next }
            } 上
    }。
# A Klondike move refused: a King can only go on an empty tableau pile. $card, $onto: cards as the table writes them.
klondike-error-king-on-card = { $card } 不能放在 { $onto } 上：K 只能放到空牌列。
# A Klondike move refused: the foundation needs the next card of its suit. $card, $top, $next: cards as the table writes them.
klondike-error-foundation-order = { $card } 不能放在 { $top } 上：基础堆按花色从小到大收牌，{ $top } 上面该放 { $next }。
# A Klondike move refused: that foundation already holds its King. $card, $top: cards as the table writes them; $suit: the suit's symbol.
klondike-error-foundation-complete = { $card } 不能放在 { $top } 上：{ $suit } 的基础堆已经收满了。

## Klondike's own refusals, shown privately to the player.

# A move or button pressed on a deal that is already won.
klondike-deal-won = 这局已经赢了。按 **{ klondike-button-new-deal }** 再来一局。
# Hint pressed when no legal move is left.
klondike-no-move-left = 已经没有可走的步了。
# Finish pressed while cards are still face down or in the stock.
klondike-finish-not-yet = 要等所有牌都翻开（牌堆已空，也没有扣着的牌），**{ klondike-button-finish }** 才能把这局走完。
# Finish pressed on a position the solver cannot win.
klondike-finish-not-winnable = 从这里已经无法把所有牌都收上去了；继续玩，或者按 **{ klondike-button-undo }**。
# Finish could not play every card up (rare); nothing changed.
klondike-finish-failed = 没能把所有牌都收上去；请继续玩。
# /klondike move without a pile number for one of its options. $option: the option's name as typed in the command (from, to).
klondike-pile-missing = 请为 `{ $option ->
        [from] 从
        [to] 到
       *[other] { $option }
    }` 填写牌堆编号（1-13）。
# A stored deal failed its check on restore (a bug or a damaged record). $count: a number of cards.
klondike-deal-broken = 这局牌有 { $count } 张不同的牌，而不是 52 张。
# Someone other than the solitaire's player tried to move.
klondike-not-your-deal = 只有这局的玩家才能操作。
# /klondike start with a draw option other than 1 or 3. $draw: what was given.
klondike-bad-draw = 每次翻 { $draw } 张？请选 1 张或 3 张。
# /klondike start with a redeal count out of range. $redeals: what was given; $most: the largest allowed.
klondike-bad-redeals = 翻回 { $redeals } 次？请选 0 到 { $most } 次，不填则不限次数。

## The board message (public, in the table's language).

# Board title. $deal: the deal number.
klondike-title = 克朗代克接龙 · 第 { $deal } 号牌局
# Board field title: moves made.
klondike-field-moves = 步数
# Board field title: times the waste went back to the stock.
klondike-field-redeals = 翻回次数
# Board field title: time played.
klondike-field-time = 用时
# Board field value: moves made, with undos. $moves: moves. $undos: undos used.
klondike-moves-undos = { $moves }（撤销 { $undos } 次）
# Board field value: redeals used of a limit. $used: used. $limit: allowed.
klondike-redeals-of = { $used } / { $limit }
# Board footer. $settings: the short settings. $owner: the player's name. $deal: the deal number.
klondike-footer = { $settings } · { $owner } 在玩，大家都可以观看 · /{ cmd-klondike-name } { cmd-start-name } { cmd-opt-seed-name }:{ $deal } 可重玩这一局
# Short settings in the footer: cards turned at a time. $draw: 1 or 3.
klondike-short-draw = 每次翻 { $draw } 张
# Short settings: no limit on redeals.
klondike-short-unlimited = 不限翻回次数
# Short settings: a limit on redeals. $redeals: the limit.
klondike-short-redeals = 可翻回 { $redeals } 次
# Short settings: foundation cards may not come back down.
klondike-short-stay-up = 基础堆的牌不能退回
# Short settings: only deals proven winnable.
klondike-short-winnable = 保证有解
# Board text when nothing else is to be said.
klondike-how-to-move = 从菜单里选一步，或者输入 `/接龙 移动 从: 到:`，填上图中的牌堆编号。
# Board text at the start of a deal asked to be winnable.
klondike-proven = 这一局已证明有解。
# Board text at the start of a deal asked to be winnable that could not be proven so.
klondike-not-proven = 在限定时间内没能找到保证有解的牌局；这一局未经证明。
# Board text of a won deal. $time: time taken. $moves: moves made.
klondike-won = 🎉 **胜利！**用时 { $time }，共 { $moves } 步！按 **{ klondike-button-new-deal }** 再来一局。
# Board text of a deal that can no longer be won. $back: klondike-back-*. 
klondike-lost = ⚠️ **从这里开始，这一局已经赢不了了。**{ $back } 按 **{ klondike-button-new-deal }** 换一局。
# Board text of a deal that can no longer be won and has no move left. $back: klondike-back-*.
klondike-lost-stuck = ⚠️ **从这里开始，这一局已经赢不了了。**{ $back } 也已经无路可走。按 **{ klondike-button-new-deal }** 换一局。
# After klondike-lost: how many undos lead back to a winnable position. $undos: how many.
klondike-back-undos = 撤销 { $undos } 步可回到最后一个还能赢的局面。
# After klondike-lost: the deal was never winnable.
klondike-back-never = 这一局从一开始就无解。
# After klondike-lost: the solver proved no earlier position winnable.
klondike-back-unknown = 在时限内没有证明之前的任何局面有解。
# Board text: no move can change anything.
klondike-stuck = ⚠️ **已经没有能改变局面的走法了。**撤销，或者按 **{ klondike-button-new-deal }** 换一局。
# Banner across the picture of a won deal. $time: time taken. $moves: moves made.
klondike-banner-won = 胜利 · 用时 { $time } · { $moves } 步
# Banner across the picture of a deal that can no longer be won.
klondike-banner-lost = 从这里开始已经赢不了了
# Banner across the picture when no move is left.
klondike-banner-stuck = 无路可走
# Placeholder of the move menu. $moves: legal moves.
klondike-menu = 选择一步（共 { $moves } 种走法）
# Placeholder of a paged move menu. $moves: legal moves. $page: this page. $pages: pages.
klondike-menu-paged = 选择一步（共 { $moves } 种走法，第 { $page }/{ $pages } 页）
# Move menu option: the next page. $page: that page. $pages: pages.
klondike-menu-more = 更多走法 ▶（第 { $page }/{ $pages } 页）
# Move menu option: the previous page. $page: that page. $pages: pages.
klondike-menu-earlier = ◀ 前面的走法（第 { $page }/{ $pages } 页）
# Button: turn cards from the stock.
klondike-button-draw = 翻牌
# Button: take back the last move.
klondike-button-undo = 撤销
# Button: show a good move.
klondike-button-hint = 提示
# Button: send safe cards to the foundations.
klondike-button-auto = 自动
# Button: play every card up once all are face up.
klondike-button-finish = 收尾
# Button: a new deal.
klondike-button-new-deal = 新牌局

## What the last action did (board text and table log).

# After Undo. $moves: the move the game is back at.
klondike-said-undo = 撤销：回到第 { $moves } 步。
# After Auto. $cards: cards sent to the foundations.
klondike-said-auto = 自动：{ $cards } 张牌收到了基础堆。
# After Finish. $moves: moves played.
klondike-said-finish = 收尾：走完了 { $moves } 步。
# After New deal. $deal: the new deal's number.
klondike-said-new-deal = 新牌局：第 { $deal } 号。
# A hint on the winning line. $move: the move, as the menu writes it.
klondike-hint-winning = 提示：**{ $move }**（必胜路线的下一步）。
# A hint when the deal is lost. $move: the move.
klondike-hint-lost = 提示：**{ $move }**（最有希望的一步，但从这里已经赢不了了）。
# A hint when the deal can be won but the line was not found again. $move: the move.
klondike-hint-won = 提示：**{ $move }**（最有希望的一步：这一局仍然有解，但求解器在时限内没能再次找到路线）。
# A hint when the solver found no winning line. $move: the move.
klondike-hint-unknown = 提示：**{ $move }**（最有希望的一步：求解器在时限内没有找到必胜路线）。

## Words on the board picture and its text version (the table's language).

# On an empty stock whose waste is empty too.
klondike-pic-empty = 空
# On an empty stock: the waste can be turned back over.
klondike-pic-turn-back = 翻回
# On an empty stock: no redeals are left.
klondike-pic-no-redeals = 不能翻回
# Text version of the board: the stock's name (pile 8), upper case where the script has it.
klondike-text-stock = 牌堆
# Text version of the board: the waste's name (pile 9).
klondike-text-waste = 废牌堆

## Moves in words (the move menu, hints and the log; the table's language). $from and $to: pile numbers. $cards: the cards moved, as the menu lists them.

# A long run of cards. $first, $last: its first and last cards. $cards: how many.
klondike-run-long = { $first } … { $last }（{ $cards } 张）
# Turning the stock when it is empty.
klondike-move-stock-empty = { $from } → { $to }：牌堆已空
# Turning one card from the stock.
klondike-move-turn = { $from } → { $to }：翻一张牌
# Turning the stock's last cards. $cards: how many.
klondike-move-turn-last = { $from } → { $to }：翻最后 { $cards } 张牌
# Turning several cards from the stock. $cards: how many.
klondike-move-turn-cards = { $from } → { $to }：翻 { $cards } 张牌
# Turning the waste back over with a limit. $redeal: this redeal. $limit: allowed.
klondike-move-recycle-of = { $from } → { $to }：把废牌堆翻回牌堆（第 { $redeal }/{ $limit } 次翻回）
# Turning the waste back over.
klondike-move-recycle = { $from } → { $to }：把废牌堆翻回牌堆
# Cards onto a card. $onto: that card.
klondike-move-onto = { $from } → { $to }：{ $cards } 放到 { $onto } 上
# Cards back down from a foundation onto a card. $onto: that card.
klondike-move-down-onto = { $from } → { $to }：{ $cards } 退回到 { $onto } 上
# A card to an empty foundation.
klondike-move-up = { $from } → { $to }：{ $cards } 收到基础堆
# Cards to an empty pile.
klondike-move-empty = { $from } → { $to }：{ $cards } 放到空列
# Cards back down from a foundation to an empty pile.
klondike-move-down-empty = { $from } → { $to }：{ $cards } 退回到空列
# Under a stock move: cards left in the stock after it. $cards: how many.
klondike-effect-stock-left = { $cards ->
    [0] 牌堆随之清空
   *[other] 牌堆还剩 { $cards } 张
  }
# Under turning the waste back over. $cards: cards that go back.
klondike-effect-recycle = { $cards } 张牌回到牌堆
# Under a move that empties a pile. $pile: the pile.
klondike-effect-empties = 清空第 { $pile } 列
# Under a move that turns a face-down card over. $pile: the pile.
klondike-effect-turns-over = 翻开第 { $pile } 列的一张牌
# Under a move that uncovers a card. $card: that card.
klondike-effect-uncovers = 露出 { $card }
# Under a move that sends a card up safely.
klondike-effect-safe = 可以放心收牌
# Under a move with an effect that also sends a card up safely. $effect: klondike-effect-*.
klondike-effect-and-safe = { $effect }，可以放心收牌

## /klondike: the command, its options and the game's title

# Klondike 游戏（接龙），/战绩 和 /排行榜 中的选项。
game-title-klondike = 克朗代克接龙
# /klondike 命令的名称。
cmd-klondike-name = 接龙
# /klondike 命令的说明。
cmd-klondike-description = 在你自己的子区里玩克朗代克接龙：可撤销、有提示，求解器结论可靠
# /接龙 开始 的选项：每次从牌堆翻几张。
cmd-klondike-draw-name = 翻牌
# “翻牌”选项的说明。
cmd-klondike-draw-description = 每次从牌堆翻出的张数（默认 1）
# “翻牌”的选项。
cmd-klondike-draw-1 = 1 张
# “翻牌”的选项。
cmd-klondike-draw-3 = 3 张
# /接龙 开始 的选项：废牌可以翻回牌堆几次。
cmd-klondike-redeals-name = 翻回次数
# “翻回次数”选项的说明。
cmd-klondike-redeals-description = 废牌堆可以翻回牌堆的次数（默认：不限）
# /接龙 开始 的选项：基础堆的牌可否退回（True/False）。
cmd-klondike-foundation-back-name = 收牌可退回
# “收牌可退回”选项的说明。
cmd-klondike-foundation-back-description = 基础堆上的牌可以退回牌列（默认：可以）
# /接龙 开始 的选项：只发有解的牌局（True/False）。
cmd-klondike-winnable-name = 保证有解
# “保证有解”选项的说明。
cmd-klondike-winnable-description = 只发求解器证明能赢的牌局
# /接龙 的子命令：把牌从一堆移到另一堆。
cmd-klondike-move-name = 移动
# /接龙 移动 的说明。
cmd-klondike-move-description = 移动牌：从一堆到另一堆（用图上的编号）
# /接龙 移动 的选项：从哪一堆。
cmd-klondike-from-name = 从
# “从”选项的说明。
cmd-klondike-from-description = 取牌的那一堆（1-7 牌列，8 牌堆，9 废牌堆，10-13 基础堆）
# /接龙 移动 的选项：移到哪一堆。
cmd-klondike-to-name = 到
# “到”选项的说明。
cmd-klondike-to-description = 放牌的那一堆（用图上的编号）
# /接龙 移动 的选项：一串牌移几张。
cmd-klondike-count-name = 张数
# “张数”选项的说明。
cmd-klondike-count-description = 一串牌中要移动几张（默认：能放下的那一串）
# /接龙 的子命令：自己的接龙成绩。
cmd-klondike-stats-name = 战绩
# /接龙 战绩 的说明。
cmd-klondike-stats-description = 你的接龙局数、胜局、最快用时和最少步数

## How to play, for /help

# Klondike 的玩法，在 /帮助 中它的那一节。
help-game-klondike = `/接龙 开始` 在新子区里发一局（用 `子区: False` 则在频道里玩，在子区里输入时就在该子区玩；可选每次翻 1 或 3 张、翻回次数、`收牌可退回`、`保证有解`，以及用 `牌局编号` 重玩某一局）。用合法走法菜单移动，或用 `/接龙 移动 从: 到: [张数]`，编号见图：1-7 牌列，8 牌堆，9 废牌堆，10-13 基础堆。**{ klondike-button-draw }** 翻牌堆，**{ klondike-button-undo }** 撤销一步，**{ klondike-button-hint }** 让求解器给出提示，**{ klondike-button-auto }** 把安全的牌收上去，**{ klondike-button-finish }** 把已经赢定的牌局走完。每走一步，求解器都会告诉你这局是否已经赢不了。

## The button under a finished game that starts another with the same seats

# Button under a finished Klondike game (a new deal).
table-again-klondike = 再来一局
