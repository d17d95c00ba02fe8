# Pazaak's own sentences: refusals of its rules and its screens, shown privately to one person.

## A move the Pazaak rules refuse, told privately to the player who tried it.

# A move the Pazaak rules refuse, told privately to the player who tried it.
pazaak-error-match-over = 这场比赛已经结束了。
# A move the Pazaak rules refuse, told privately to the player who tried it.
pazaak-error-no-such-seat = 这张牌桌上没有这个座位。
# A move the Pazaak rules refuse, told privately to the player who tried it.
pazaak-error-already-played-this-turn = 这回合你已经打出过一张手牌了。
# A move the Pazaak rules refuse, told privately to the player who tried it.
pazaak-error-no-such-slot = 手牌的这个位置上没有牌。
# A move the Pazaak rules refuse, told privately to the player who tried it.
pazaak-error-card-used = 这张手牌你已经用过了。
# A move the Pazaak rules refuse, told privately to the player who tried it. $card: a card as the table writes it.
pazaak-error-sign-needed = 请为 { $card } 选择 + 或 -。
# A move the Pazaak rules refuse, told privately to the player who tried it. $card: a card as the table writes it.
pazaak-error-sign-not-allowed = { $card } 的正负是固定的；直接打出，不用选择。

## A side deck that breaks the rules (career deck screen or the deck choice before a match).

# A side deck that breaks the rules (career deck screen or the deck choice before a match). $needed: the cards a deck needs. $size: a number of cards.
pazaak-deck-wrong-size = 副牌必须正好 { $needed } 张；这副有 { $size } 张。
# A side deck that breaks the rules (career deck screen or the deck choice before a match). $card: a card as the table writes it.
pazaak-deck-invalid-card = { $card } 不是有效的副牌。
# A side deck that breaks the rules (career deck screen or the deck choice before a match). $card: a card as the table writes it. $wanted: a number. $owned: a number.
pazaak-deck-not-owned = 你在副牌里放了 { $wanted } 张 { $card }，但你只有 { $owned } 张。

## A career action refused (the shop, the ladder, the deck).

# A career action refused (the shop, the ladder, the deck). $card: a card as the table writes it. $price: credits. $credits: credits.
pazaak-career-not-enough-credits = { $card } 售价 { $price } 信用点，你只有 { $credits } 信用点。
# A career action refused (the shop, the ladder, the deck). $card: a card as the table writes it.
pazaak-career-not-for-sale = 商店不卖 { $card }。
# A career action refused (the shop, the ladder, the deck).
pazaak-career-complete = 你已经击败了所有对手，生涯已经完成。

## A refused step of a match: choosing side decks, then playing.

# A refused step of a match: choosing side decks, then playing. $reason: why, a sentence.
pazaak-match-deck = 不能使用这套副牌：{ $reason }
# A refused step of a match: choosing side decks, then playing.
pazaak-match-decks-chosen = 双方的副牌已经选好，比赛开始了。
# A refused step of a match: choosing side decks, then playing.
pazaak-match-already-chosen = 你的副牌已经选好了，正在等对方。
# A refused step of a match: choosing side decks, then playing.
pazaak-match-still-choosing = 请先挑选你的副牌。
# A refused step of a match: choosing side decks, then playing. $size: a number of cards.
pazaak-match-draft-full = 你挑选的副牌已经有 { $size } 张了，请先拿掉一张。
# A refused step of a match: choosing side decks, then playing. $card: a card as the table writes it.
pazaak-match-none-left = 你没有更多的 { $card } 可以加入了。
# A refused step of a match: choosing side decks, then playing.
pazaak-match-no-such-draft-card = 你挑选的副牌里这个位置上没有牌。
# A refused step of a match: choosing side decks, then playing.
pazaak-match-draft-empty = 你挑选的副牌已经是空的了。
# A refused step of a match: choosing side decks, then playing.
pazaak-match-no-default-deck = 你没有默认副牌；请一张一张地挑选。


## Pazaak's own refusals: the career screens (/pazaak career, deck, shop) and career matches.

# The built-in career data could not be read (a bug); shown on any career screen.
pazaak-career-unavailable = 生涯模式暂时无法使用。
# The database could not be read while opening a career screen.
pazaak-career-unreadable-now = 无法读取你的生涯，请再试一次。
# A stored career could not be read (written by another version, or damaged).
pazaak-career-unreadable = 无法读取你保存的生涯。
# The database could not save a career change (a purchase, a deck swap).
pazaak-career-not-saved = 无法保存你的生涯，什么都没有改变。
# A deck-screen button named a card slot the deck does not have (an old message).
pazaak-career-card-not-in-deck = 这张牌不在你的副牌里。
# A career button named a screen that does not exist (an old message).
pazaak-career-no-such-screen = 没有这个界面。
# A deck swap button could not be read (an old message).
pazaak-career-bad-swap = 这次交换无效。
# A deck swap named a card that does not exist (an old message).
pazaak-career-no-such-card = 没有这张牌。
# A shop button named a card the shop does not sell.
pazaak-career-not-sold-here = 这里不卖这张牌。
# Confirm pressed after the credits changed: pressed twice, or an old confirmation.
pazaak-career-stale-confirmation = 确认之后你的信用点有了变化，所以没有购买任何东西。请重新打开商店购买。
# Play next pressed when the career ladder is complete.
pazaak-career-ladder-done = 你已经击败了所有对手，天梯已经打完了。
# A career match button whose match could not be read (an old message).
pazaak-career-bad-match = 这场生涯比赛无效。
# Someone other than the career's owner tried to start its match.
pazaak-career-owner-only = 生涯比赛只能由生涯的主人来打。
# A career match started after the ladder moved on (an old button).
pazaak-career-ladder-moved = 你的天梯已经往前推进了：打开 /pazaak 生涯 开始下一场比赛。
# A table opened for Pazaak with other than two seats (a bug).
pazaak-two-players = Pazaak 是两人游戏。

## The career screen (/pazaak career, private, in the reader's language).

# Career screen title.
pazaak-career-title = 你的 Pazaak 生涯
# Career screen, first line. $credits: credits to spend. $wins, $losses: career matches won and lost.
pazaak-career-summary = **信用点 { $credits }** · { $wins } 胜 · { $losses } 负
# Career screen: the next opponent on the ladder. $name: the opponent (pazaak-opponent-*). $intro: a line about them.
pazaak-career-next = 下一个对手：**{ $name }** — { $intro }
# Career screen once every opponent of the ladder is beaten.
pazaak-career-all-beaten = 你已经击败了所有对手。
# A line of the ladder: an opponent already beaten. $number: the place on the ladder. $name: the opponent.
pazaak-career-ladder-beaten = { $number }. { $name } — ✅ 已击败
# A line of the ladder: the opponent to play next. Same arguments.
pazaak-career-ladder-next = { $number }. { $name } — ▶ 下一个
# A line of the ladder: an opponent not reached yet. Same arguments.
pazaak-career-ladder-locked = { $number }. { $name } — 🔒 未解锁
# Career screen field title: the ladder of opponents.
pazaak-career-field-ladder = 天梯
# Career screen field title: the side cards owned.
pazaak-career-field-collection = 收藏
# Career screen field title: the career side deck.
pazaak-career-field-deck = 副牌
# Career screen button: play the next ladder match at a table in this channel.
pazaak-career-button-play = 开始下一场
# Career and deck screen button: open the shop.
pazaak-career-button-shop = 商店
# Career screen button: open the deck screen.
pazaak-career-button-deck = 编辑副牌
# Deck and shop screen button: back to the career screen.
pazaak-career-button-career = 生涯

## The career deck screen (/pazaak deck, private, in the reader's language): one swap at a time.

# Deck screen title.
pazaak-career-deck-title = 你的生涯副牌
# Deck screen text, above the ten cards.
pazaak-career-deck-text = 共十张；每场比赛你的手牌都从这里面发。
# Deck screen menu option: take this card out of the deck. $card: the card.
pazaak-career-option-take-out = 拿出 { $card }
# Placeholder of the deck screen menu that picks the card to take out.
pazaak-career-take-out-menu = 拿出一张牌
# Placeholder of the same menu once a card is picked. $card: the card.
pazaak-career-taking-out-menu = 要拿出：{ $card }
# Deck screen menu option: put this owned card in its place. $card: the card.
pazaak-career-option-put-in = 换上 { $card }
# Under a card in the deck screen and shop menus: how many copies are owned. $count: a number.
pazaak-career-option-owned = 你拥有 { $count } 张
# Placeholder of the deck screen menu of cards that may go in instead.
pazaak-career-put-in-menu = 换上另一张
# Deck screen button (opens the shop) when no other owned card may go in.
pazaak-career-button-nothing-to-put-in = 没有别的牌可以换上（去商店看看）
# Deck screen, after a swap, before pazaak-career-deck-text. $old: the card taken out. $new: the card put in.
pazaak-career-swapped = 拿出了 { $old }，换上了 { $new }。

## The shop (/pazaak shop, private, in the reader's language).

# Shop screen title (the shop and its purchase question).
pazaak-shop-title = Pazaak 商店
# Shop text: the credits to spend. $credits: credits.
pazaak-shop-balance = 你有 **{ $credits } 信用点**。
# A line of the shop: a card on sale. $card: the card. $price: credits. $owned: copies owned.
pazaak-shop-line = { $card } — { $price } 信用点（已有 { $owned } 张）
# Shop menu option: buy a card (asks to confirm). $card: the card. $price: credits.
pazaak-shop-option-buy = 购买 { $card } — { $price } 信用点
# Placeholder of the shop menu of cards one can afford.
pazaak-shop-buy-menu = 购买一张牌
# The question before a purchase. $card: the card. $price: its price in credits. $credits: credits to spend.
pazaak-shop-confirm = 花 **{ $price } 信用点** 购买 **{ $card }**？你有 { $credits } 信用点。
# Button under the purchase question: buy.
pazaak-shop-button-confirm = 确认
# Button under the purchase question: back to the shop, nothing bought.
pazaak-shop-button-cancel = 取消
# Shop, after a purchase, before pazaak-shop-balance. $card: the card. $price: credits paid.
pazaak-shop-bought = 已花 { $price } 信用点购买 { $card }。

## The career ladder's opponents (data/pazaak/career.json, by id): career screen and the table of a career match.

# A career opponent's name (ladder, career screen, the computer's seat at the table): at most 32 characters.
pazaak-opponent-kudo = 码头工人库多
# A line about the opponent Kudo the Dock Hand, after their name on the career screen.
pazaak-opponent-kudo-intro = 为了几杯酒打牌，老是忘了自己手里有什么牌。
# A career opponent's name (ladder, career screen, the computer's seat at the table): at most 32 characters.
pazaak-opponent-marla = “利齿”玛拉
# A line about the opponent Marla Teeth, after their name on the career screen.
pazaak-opponent-marla-intro = 两单悬赏之间歇脚的赏金猎人，出减牌很谨慎。
# A career opponent's name (ladder, career screen, the computer's seat at the table): at most 32 characters.
pazaak-opponent-gorrt = 走私贩戈尔特
# A line about the opponent Gorrt the Smuggler, after their name on the career screen.
pazaak-opponent-gorrt-intro = 随身带着几张从残骸里收来的双刃牌。
# A career opponent's name (ladder, career screen, the computer's seat at the table): at most 32 characters.
pazaak-opponent-vessa = 维莎·奥恩
# A line about the opponent Vessa Orn, after their name on the career screen.
pazaak-opponent-vessa-intro = 每张落到桌上的牌她都记着。每一张。
# A career opponent's name (ladder, career screen, the computer's seat at the table): at most 32 characters.
pazaak-opponent-talos = 老塔洛斯
# A line about the opponent Old Talos, after their name on the career screen.
pazaak-opponent-talos-intro = 从战前起就在这家酒馆打牌。
# A career opponent's name (ladder, career screen, the computer's seat at the table): at most 32 characters.
pazaak-opponent-ysolde = 本店冠军伊索尔德
# A line about the opponent Ysolde, House Champion, after their name on the career screen.
pazaak-opponent-ysolde-intro = 这个赛季还没有人从她手里赢过一场。

## Side cards, as messages and buttons name them.

# The side card that doubles the card drawn this turn.
pazaak-card-double = 翻倍
# The side card that flips the sign of cards worth 2 or 4.
pazaak-card-flip24 = 翻转 2&4
# The side card that flips the sign of cards worth 3 or 6.
pazaak-card-flip36 = 翻转 3&6

## The table message (public, in the table's language).

# Table title: whose turn. $set: the set number. $name: the player.
pazaak-title-turn = Pazaak — 第 { $set } 盘 · 轮到 { $name }
# Table title while the players choose their side decks.
pazaak-title-choosing = Pazaak — 正在选副牌
# Table title once the match is over. $result: pazaak-result-*.
pazaak-title-over = Pazaak — { $result }
# Table text while players choose side decks. $names: who still chooses.
pazaak-still-choosing = 还在选副牌：**{ $names }**。按 **选副牌** 私下挑选你的副牌。
# Table field title: every set's totals.
pazaak-field-sets = 各盘
# A line of the Sets field, won on totals. $set: number. $first, $second: names. $a, $b: totals. $winner: who won.
pazaak-set-won = 第 { $set } 盘：{ $first } **{ $a }** – **{ $b }** { $second } → { $winner }
# A line of the Sets field, won because the other busted. $loser: who busted.
pazaak-set-won-bust = 第 { $set } 盘：{ $first } **{ $a }** – **{ $b }** { $second } → { $winner }（{ $loser } 爆牌）
# A line of the Sets field, won with the Tiebreaker card.
pazaak-set-won-tiebreaker = 第 { $set } 盘：{ $first } **{ $a }** – **{ $b }** { $second } → { $winner }（决胜牌）
# A line of the Sets field, tied.
pazaak-set-tied = 第 { $set } 盘：{ $first } **{ $a }** – **{ $b }** { $second } → 平局
# Result of a match. $name: the winner. $won, $lost: sets.
pazaak-result = { $name } 以 { $won }–{ $lost } 赢得比赛。
# Result of a forfeited match. $name: the winner. $left: who forfeited.
pazaak-result-forfeit = { $name } 获胜：{ $left } 弃权。
# Banner on the picture at the end. $name: the winner. $won, $lost: sets.
pazaak-banner = { $name } 以 { $won }–{ $lost } 赢得比赛
# Banner on the picture after a forfeit. $name: the winner. $left: who left.
pazaak-banner-forfeit = { $name } 获胜：{ $left } 离开了
# Table footer of a free game.
pazaak-footer-free = 自由对局：副牌可用所有牌 · 先赢 3 盘者胜
# Table footer of a career match.
pazaak-footer-collection = 副牌来自你的收藏 · 先赢 3 盘者胜
# Button: open one's hand privately.
pazaak-button-hand = 手牌
# Button: end the turn.
pazaak-button-end-turn = 结束回合
# Button: stand.
pazaak-button-stand = 停牌
# Button: open the side deck builder privately.
pazaak-button-choose-deck = 选副牌

## The side deck builder (private, in the player's language).

# Deck picture heading. $cards: cards drafted.
pazaak-deck-title = 你的副牌 — { $cards }/10
# Deck builder text once the deck is in. $cards: the cards, listed.
pazaak-deck-in = 你的副牌已确定：{ $cards }。
# After pazaak-deck-in: both decks are in.
pazaak-deck-starting = 比赛即将开始。
# After pazaak-deck-in: who still chooses. $names: the players.
pazaak-deck-waiting = 等待 { $names } 选牌。
# Deck builder text of a free game. $dealt: cards dealt into the hand.
pazaak-deck-choose-free = **选择你的副牌**：从所有牌中选 10 张（自由对局）；其中 { $dealt } 张会随机发到你的手牌。**{ pazaak-button-default-deck }** 直接使用你的默认副牌。
# Deck builder text of a career match. $dealt: cards dealt into the hand.
pazaak-deck-choose-collection = **选择你的副牌**：从你的收藏中选 10 张；其中 { $dealt } 张会随机发到你的手牌。**{ pazaak-button-default-deck }** 直接使用你的默认副牌。
# Deck builder: the draft is a full deck.
pazaak-deck-valid = 这套牌已经可以用了：按 **{ pazaak-button-use-deck }**。
# Deck builder: what the draft still lacks. $reason: why, a sentence.
pazaak-deck-not-ready = 还不能用：{ $reason }
# Deck builder: the default deck. $cards: its cards, listed.
pazaak-deck-default = 默认副牌：{ $cards }。
# Deck builder menu option: add a card any number of times. $card: the card.
pazaak-deck-add = 加入 { $card }
# Deck builder menu option: add a card of which some are left. $card: the card. $left: how many.
pazaak-deck-add-left = 加入 { $card }（还剩 { $left } 张）
# Placeholder of the menu that adds cards.
pazaak-deck-add-menu = 往副牌里加一张牌
# Deck builder menu option: take a card out. $number: its place. $card: the card.
pazaak-deck-remove = 移除 { $number }. { $card }
# Placeholder of the menu that takes cards out.
pazaak-deck-remove-menu = 拿出一张牌
# Button: take the default deck.
pazaak-button-default-deck = 默认副牌
# Button: confirm the draft as the deck.
pazaak-button-use-deck = 使用这套副牌
# Button: empty the draft.
pazaak-button-clear = 清空
# Under a Plus card in the add menu.
pazaak-help-plus = 蓝色：加上它的点数
# Under a Minus card in the add menu.
pazaak-help-minus = 红色：减去它的点数
# Under a plus/minus card in the add menu.
pazaak-help-plus-minus = 红蓝色：出牌时选择加或减
# Under the Double card in the add menu.
pazaak-help-double = 把本回合摸到的牌翻倍
# Under the Flip 2&4 card in the add menu.
pazaak-help-flip24 = 把你点数为 2 或 4 的牌变号
# Under the Flip 3&6 card in the add menu.
pazaak-help-flip36 = 把你点数为 3 或 6 的牌变号
# Under the Tiebreaker card in the add menu.
pazaak-help-tiebreaker = ±1；作为你的最后一张牌时，平局算你赢

## The hand (private, in the player's language).

# Hand picture heading.
pazaak-hand-title = 你的手牌
# Hand: the sign question of a plus/minus card. $card: the card.
pazaak-sign-question = { $card } 按加还是按减出？
# Hand: the match is over and has no result line. $name: the winner.
pazaak-hand-won = { $name } 获胜。
# Hand: the player's turn after playing a card. $total: their total.
pazaak-hand-played = **轮到你** — 总点数 **{ $total }**。你已出过牌：结束回合或停牌。
# Hand: the player's turn. $drew: the card drawn. $total: their total.
pazaak-hand-turn = **轮到你** — 你摸到 { $drew }，总点数 **{ $total }**。出一张牌、结束回合或停牌。
# Hand: the other player's turn. $name: the other player. $total: the player's total.
pazaak-hand-waiting = 等待 { $name }。你的总点数：**{ $total }**。
# Hand: the opponent's state. $name: the opponent. $total: their total. $cards: hand cards left. $mine, $theirs: sets won.
pazaak-hand-opponent = { $name }：总点数 { $total } · 手牌 { $cards } 张。盘数：你 { $mine }，{ $name } { $theirs }。
# Hand: the opponent's state while they stand. Same arguments.
pazaak-hand-opponent-standing = { $name }：总点数 { $total }，已停牌 · 手牌 { $cards } 张。盘数：你 { $mine }，{ $name } { $theirs }。
# Hand button: back from the sign question.
pazaak-button-back = 返回

## Lines of the table log (public).

# Log. $set: the set number. $name: who starts.
pazaak-log-set-started = 第 { $set } 盘开始；{ $name } 先手。
# Log. $name: the winner.
pazaak-log-match-won = { $name } 赢得比赛！
# Log: a turn in which the player drew and played nothing. $name: the player. $end: how the turn ended (ended, stood, twenty, nine, busted). $final: the total on a bust.
pazaak-log-turn = { $end ->
    [ended] { $name } 结束回合
    [stood] { $name } 停牌
    [twenty] { $name } 在 20 点停牌
    [nine] { $name } 凑满九张牌停牌
   *[busted] { $name } 以 { $final } 点爆牌
  }
# Log: a turn in which the player drew a card. $value: the card drawn. $total: the total after it. Other arguments as pazaak-log-turn.
pazaak-log-turn-drew = { $end ->
    [ended] { $name } 摸到 { $value }（总点数 { $total }），结束回合
    [stood] { $name } 摸到 { $value }（总点数 { $total }），停牌
    [twenty] { $name } 摸到 { $value }（总点数 { $total }），在 20 点停牌
    [nine] { $name } 摸到 { $value }（总点数 { $total }），凑满九张牌停牌
   *[busted] { $name } 摸到 { $value }（总点数 { $total }），以 { $final } 点爆牌
  }
# Log: a turn in which the player played a side card. $card: the card as played (pazaak-played-*). $after: the total after it. Other arguments as pazaak-log-turn.
pazaak-log-turn-played = { $end ->
    [ended] { $name } 打出 { $card } → { $after }，结束回合
    [stood] { $name } 打出 { $card } → { $after }，停牌
    [twenty] { $name } 打出 { $card } → { $after }，在 20 点停牌
    [nine] { $name } 打出 { $card } → { $after }，凑满九张牌停牌
   *[busted] { $name } 打出 { $card } → { $after }，以 { $final } 点爆牌
  }
# Log: a turn in which the player drew and played. Arguments as pazaak-log-turn-drew and pazaak-log-turn-played.
pazaak-log-turn-drew-played = { $end ->
    [ended] { $name } 摸到 { $value }（总点数 { $total }）并打出 { $card } → { $after }，结束回合
    [stood] { $name } 摸到 { $value }（总点数 { $total }）并打出 { $card } → { $after }，停牌
    [twenty] { $name } 摸到 { $value }（总点数 { $total }）并打出 { $card } → { $after }，在 20 点停牌
    [nine] { $name } 摸到 { $value }（总点数 { $total }）并打出 { $card } → { $after }，凑满九张牌停牌
   *[busted] { $name } 摸到 { $value }（总点数 { $total }）并打出 { $card } → { $after }，以 { $final } 点爆牌
  }
# A plus/minus card as played. $card: the card ("±3"). $value: what it counted ("+3").
pazaak-played-as = { $card } 作 { $value }
# Log: a set won on totals. $set: number. $first, $second: names. $a, $b: totals. $name: the winner.
pazaak-log-set-won = 第 { $set } 盘：{ $first } { $a } – { $b } { $second }；{ $name } 赢下这一盘。
# Log: a set won with the Tiebreaker. Same arguments.
pazaak-log-set-tiebreaker = 第 { $set } 盘：{ $first } { $a } – { $b } { $second }；{ $name } 凭决胜牌赢下这一盘。
# Log: a set won because the other busted. Same arguments, and $loser: who busted.
pazaak-log-set-bust = 第 { $set } 盘：{ $first } { $a } – { $b } { $second }；{ $loser } 爆牌，{ $name } 赢下这一盘。
# Log: a tied set. $set: number. $first, $second: names. $a, $b: totals.
pazaak-log-set-tied = 第 { $set } 盘：{ $first } { $a } – { $b } { $second }；平局，双方都不得分。
# Log. $name: the player whose side deck is in.
pazaak-log-deck-ready = { $name } 的副牌已准备好。
# Log: the turn clock ran out while playing. $name: the player.
pazaak-log-timeout-turn = { $name } 超时了；回合结束。
# Log: the clock ran out while drafting a full deck. $name: the player.
pazaak-log-timeout-draft = { $name } 超时了；使用其已选好的副牌。
# Log: the clock ran out while choosing. $name: the player.
pazaak-log-timeout-default = { $name } 超时了；使用其默认副牌。
# Log and result: a player forfeits. $name: who forfeits. $winner: the other.
pazaak-log-forfeit = { $name } 弃权；{ $winner } 获胜。

## Words on the Pazaak pictures and their text versions (the table's language for the table, the player's for a hand).

# Picture heading while the players choose their side decks.
pazaak-pic-choosing = Pazaak · 正在选副牌
# Picture heading. $set: the set number.
pazaak-pic-set = Pazaak · 第 { $set } 盘
# Picture heading, right. $cards: cards left in the main deck.
pazaak-pic-deck-left = 主牌堆：剩 { $cards } 张
# Label before a player's sets won (picture).
pazaak-pic-sets = 盘
# Label before a player's hand cards (picture).
pazaak-pic-hand = 手牌
# Label under a player's total (picture).
pazaak-pic-total = 总点数
# A player's status tag (picture, upper case where the script has it): standing.
pazaak-pic-standing = 已停牌
# Status tag: over 20.
pazaak-pic-bust = 爆牌
# Status tag: choosing a side deck.
pazaak-pic-choosing-deck = 选副牌中
# Status tag: side deck chosen.
pazaak-pic-deck-ready = 副牌就绪
# Status tag: won the match.
pazaak-pic-winner = 胜者
# A hand picture without cards.
pazaak-pic-no-cards = 没有牌
# Text version, first line, while choosing side decks.
pazaak-text-choosing = 正在选副牌
# Text version, first line. $set: the set. $cards: cards left in the main deck.
pazaak-text-set = 第 { $set } 盘 · 主牌堆剩 { $cards } 张
# Text version: a player without cards on the table.
pazaak-text-no-cards = 没有牌
# Text version: a player's total, sets and hand. $total: the total. $marks: sets won as ●○○. $cards: hand cards.
pazaak-text-seat = **{ $total }** · 盘 { $marks } · 手牌 { $cards } 张
# Text version status: standing.
pazaak-text-standing = 已停牌
# Text version status: over 20.
pazaak-text-bust = 爆牌
# Text version status: choosing a side deck.
pazaak-text-choosing-deck = 正在选副牌
# Text version status: side deck chosen.
pazaak-text-deck-ready = 副牌已就绪
# Text version status: won the match.
pazaak-text-winner = 胜者

## The match's settings (lobby and challenge, the table's language).

# A career match. $hand: cards dealt into the hand.
pazaak-settings-career = 生涯对局 · 手牌 { $hand } 张 · 先赢 3 盘者胜
# A free game. $hand: cards dealt into the hand.
pazaak-settings-free = 副牌：所有牌任选 · 手牌 { $hand } 张 · 先赢 3 盘者胜
# A game with side decks from the players' collections. $hand: cards dealt into the hand.
pazaak-settings-collection = 副牌：来自你的收藏 · 手牌 { $hand } 张 · 先赢 3 盘者胜

## /pazaak: the command, its options and the game's title

# Pazaak 游戏，/战绩 和 /排行榜 中的选项。
game-title-pazaak = Pazaak
# /pazaak 命令的名称。
cmd-pazaak-name = pazaak
# /pazaak 命令的说明。
cmd-pazaak-description = Pazaak：比对手更接近 20；先赢 3 盘者获胜
# /pazaak 开始 的选项：自由对局，副牌可用所有卡（True/False）。
cmd-pazaak-free-name = 自由对局
# “自由对局”选项的说明。
cmd-pazaak-free-description = 自由对局：从所有卡牌中挑选副牌，而不只是你的收藏
# /pazaak 开始 的选项：电脑的强度。
cmd-pazaak-level-name = 难度
# “难度”选项的说明。
cmd-pazaak-level-description = 对战电脑：简单（默认）或困难
# “难度”的选项。
cmd-pazaak-level-easy = 简单
# “难度”的选项。
cmd-pazaak-level-hard = 困难
# /pazaak 开始 的选项：从副牌发到手里的张数。
cmd-pazaak-hand-name = 手牌
# “手牌”选项的说明。
cmd-pazaak-hand-description = 从副牌发到手里的张数：5（默认）或 4
# “手牌”的选项。
cmd-pazaak-hand-5 = 五张
# “手牌”的选项。
cmd-pazaak-hand-4 = 四张
# /pazaak 的子命令：此人的生涯。
cmd-pazaak-career-name = 生涯
# /pazaak 生涯 的说明。
cmd-pazaak-career-description = 你的 Pazaak 生涯：天梯、信用点、收藏和副牌
# /pazaak 的子命令：卡牌商店。
cmd-pazaak-shop-name = 商店
# /pazaak 商店 的说明。
cmd-pazaak-shop-description = 用生涯信用点购买副牌
# /pazaak 的子命令：编辑生涯副牌。
cmd-pazaak-deck-name = 副牌
# /pazaak 副牌 的说明。
cmd-pazaak-deck-description = 编辑你的生涯副牌（仅限已拥有的卡）

## How to play, for /help

# Pazaak 的玩法，在 /帮助 中它的那一节。
help-game-pazaak = 每回合系统会从主牌堆为你发一张牌。你可以从手牌中打出一张（按 **{ pazaak-button-hand }**），然后选 **{ pazaak-button-end-turn }** 或 **{ pazaak-button-stand }**。回合结束时点数超过 20 就输掉这一盘；双方都停牌时，更接近 20 的一方赢。先赢 3 盘者获胜。第一盘开始前，挑选 10 张副牌（**{ pazaak-button-choose-deck }**；**{ pazaak-button-default-deck }** 直接用现成的副牌）。

## The button under a finished game that starts another with the same seats

# Button under a finished Pazaak game.
table-again-pazaak = 再战

## The person-menu entry that challenges someone

# Person-menu entries (right-click a person, Apps). Names of user commands may hold
# spaces and capitals (up to 32 characters).
cmd-challenge-pazaak-name = 发起 Pazaak 挑战
