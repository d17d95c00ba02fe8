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
pazaak-deck-invalid-card = { $card } 不是真正的副牌卡。
# A side deck that breaks the rules (career deck screen or the deck choice before a match). $card: a card as the table writes it. $wanted: a number. $owned: a number.
pazaak-deck-not-owned = 你在副牌里放了 { $wanted } 张 { $card }，但你只有 { $owned } 张。

## A career action refused (the shop, the ladder, the deck).

# A career action refused (the shop, the ladder, the deck). $card: a card as the table writes it. $price: credits. $credits: credits.
pazaak-career-not-enough-credits = { $card } 售价 { $price } 点数，你只有 { $credits } 点。
# A career action refused (the shop, the ladder, the deck). $card: a card as the table writes it.
pazaak-career-not-for-sale = 商店不卖 { $card }。
# A career action refused (the shop, the ladder, the deck).
pazaak-career-complete = 你已经击败了所有对手，生涯已经完成。

## A refused step of a match: choosing side decks, then playing.

# A refused step of a match: choosing side decks, then playing. $reason: why, a sentence.
pazaak-match-deck = 不能使用这副副牌：{ $reason }
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
pazaak-career-stale-confirmation = 确认之后你的点数有了变化，所以没有购买任何东西。请重新打开商店购买。
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
