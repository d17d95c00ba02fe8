# The table's own words, shared by every game: the lobby, the challenge, the rows the
# table adds under a game, and the lines of the table log. Public messages are written
# in the table's language (its opener's); private views in the reader's.

## Words that are shown as they are.

# A log line stored before log lines were messages, or words in nobody's language. $line: the words.
text-verbatim = { $line }

## The lobby (public message of a table people join).

# Lobby message text above the card. $game: the game's name.
lobby-content = { $game } 牌桌已开：按 **{ lobby-join }** 参与。房主准备好后开始。
# Lobby card title. $game: the game's name. $seated: seats taken. $max: seats in all.
lobby-title = { $game } — 房间（{ $seated }/{ $max } 个座位）
# Lobby card field title: the game's settings.
lobby-settings = 设置
# Lobby card field title: how many seats and what happens to empty ones.
lobby-how-it-starts = 如何开始
# Lobby card field text. $min and $max: fewest and most seats. $timeout: the turn timeout (table-timeout-*).
lobby-seats-rule = { $min } 到 { $max } 个座位；不足 { $min } 人时由电脑补位。回合时限：{ $timeout }。
# Lobby card, after lobby-seats-rule. $when: a Discord timestamp shown as "in 10 minutes".
lobby-closes = 如未开始，房间将于{ $when }关闭。
# Lobby button: take a seat.
lobby-join = 加入
# Lobby and table button: give up one's seat.
table-leave = 离开
# Lobby button: seat a computer player (host only).
lobby-add-ai = 添加电脑
# Lobby button: start the game (host only).
lobby-start = 开始
# Lobby button: close the lobby (host only).
lobby-cancel = 取消
# Placeholder of the lobby's settings menu.
lobby-settings-menu = 房主：更改设置…
# Placeholder of the lobby's menu that removes computer players.
lobby-kick-menu = 房主：移除电脑玩家…
# Option of the lobby's menu that removes a computer player. $name: the computer's name.
lobby-kick = 移除 { $name }
# Placeholder of the lobby's and challenge's language menu (host only).
table-language-menu = 房主：牌桌语言…
# Description under each option of the language menu.
table-language-option = 牌桌的消息和图片使用这种语言。
# A turn timeout of none (lobby).
table-timeout-none = 无
# A turn timeout in whole minutes (lobby). $minutes: the number.
table-timeout-minutes = { $minutes } 分钟
# A turn timeout in seconds (lobby). $seconds: the number.
table-timeout-seconds = { $seconds } 秒
# Lobby and challenge settings, after the game's own. $seed: the deal number the host chose.
table-seed-chosen = 牌局编号 { $seed } 由房主指定：它决定每一手牌，任何人都能据此推算出牌局。

## The challenge (public message of a 1v1 game against a person).

# Challenge message text; the opponent is pinged. $opponent: a Discord mention. $challenger: a name. $game: the game's name.
challenge-content = { $opponent }，{ $challenger } 向你发起 { $game } 挑战！
# Challenge card title. $game: the game's name.
challenge-title = { $game } — 挑战
# Challenge card text. $challenger and $opponent: names.
challenge-versus = { $challenger } 对 { $opponent }。
# Challenge card, after challenge-versus. $when: a Discord timestamp shown as "in 10 minutes".
challenge-expires = 挑战将于{ $when }失效。
# Challenge button for the challenged person.
challenge-accept = 接受
# Challenge button for the challenged person.
challenge-decline = 拒绝
# Challenge button for the challenger: take the challenge back.
challenge-withdraw = 撤回

# The challenged person's name when Discord sent none (the challenge's language).
challenge-unnamed-opponent = 你的对手

## Rows the table adds and what it shows around a game.

# Button a person presses to take their seat back from the computer.
table-back = 我回来了
# Button under a private view that shows it again, up to date.
table-refresh = 刷新
# Private view, above the hand, while a computer plays the person's seat.
table-computer-plays = 电脑正在替你代打。
# Public message of a table that is closed and shows no game.
table-closed-view = 这张牌桌已关闭。

## Lines of the table log (public, shown under the game). Names are never translated.

# Log: a person opened a lobby. $name: their name.
log-opened = { $name } 开了这张牌桌。
# Log: a person joined the lobby. $name: their name.
log-joined = { $name } 加入了。
# Log: a person left the lobby or the table. $name: their name.
log-left = { $name } 离开了。
# Log: the host left the lobby and someone else hosts now. $name: who left. $host: the new host.
log-left-new-host = { $name } 离开了；{ $host } 现在是房主。
# Table result: the last person left the lobby. $name: their name.
log-left-closed = { $name } 离开了；牌桌已关闭。
# Log: a computer player took a seat in the lobby. $name: the computer's name.
log-sat-down = { $name } 入座了。
# Log: a computer player was removed from the lobby. $name: the computer's name.
log-stood-up = { $name } 离座了。
# Table result: the lobby was cancelled. $name: who cancelled it.
log-cancelled-by = { $name } 取消了牌桌。
# Log: the lobby was cancelled.
log-cancelled = 牌桌已取消。
# Log: the host changed a setting. $name: the host.
log-settings-changed = { $name } 更改了设置。
# Log: the host changed the table's language. $name: the host. $language: the language's own name.
log-language-changed = { $name } 把牌桌语言改为 { $language }。
# Log: the game began. $names: the players' names, comma-separated.
log-game-starts = 游戏开始：{ $names }。
# Log: a challenge was sent. $name: the challenger. $opponent: the challenged person.
log-challenged = { $name } 向 { $opponent } 发起了挑战。
# Log: a challenge to a rematch. $name: the challenger. $opponent: the challenged person.
log-challenged-again = { $name } 邀请 { $opponent } 再来一局。
# Log: the challenged person accepted. $name: their name.
log-accepted = { $name } 接受了挑战。
# Table result: the challenged person declined. $name: their name.
log-declined-challenge = { $name } 拒绝了挑战。
# Log: the challenged person declined. $name: their name.
log-declined = { $name } 拒绝了。
# Table result: the challenger took the challenge back. $name: their name.
log-withdrew = { $name } 撤回了挑战。
# Log: the challenge was taken back.
log-withdrawn = 挑战已撤回。
# Log and result: nobody answered the challenge in time.
log-challenge-expired = 挑战已过期。
# Table result: nobody started the lobby in time.
log-lobby-closed = 没有人开始游戏；牌桌已关闭。
# Log: nobody started the lobby in time.
log-lobby-expired = 房间已过期。
# Log: a lobby for another game with the same seats. $name: who opened it.
log-opened-again = { $name } 开了新的一局：按 **{ lobby-join }** 参与。
# Log: another game started at once. $name: who started it.
log-started-again = { $name } 开始了新的一局。
# Log: a person's turn timer ran out. $name: their name.
log-timed-out = { $name } 的回合超时了。
# Log and result: a person timed out too often in a duel. $name: their name. $turns: how many turns.
log-timed-out-forfeits = { $name } 连续 { $turns } 个回合超时，判负。
# Log: a computer plays an absent person's seat. $name: their name.
log-away = { $name } 似乎离开了：电脑代其行动，直到其按下 **{ table-back }**。
# Log: a person took their seat back from the computer. $name: their name.
log-back = { $name } 回来了。
# Log and result: a person left a rated game early. $name: their name.
log-left-forfeits = { $name } 中途离开，判负。
# Log: a person left; a computer sits in their place. $name: their name.
log-left-computer-took = { $name } 离开了；电脑玩家接替了座位。
# Log and result: a person left the game. $name: their name.
log-left-game = { $name } 离开了游戏。
# Table result: a person left and the game cannot go on. $name: their name.
log-left-game-over = { $name } 离开了；游戏结束。
# Log and result: a player ended a rated game early. $name: their name.
log-ended-forfeits = { $name } 结束了牌桌，判负。
# Log and result: the host or a moderator ended the table. $name: their name.
log-ended = { $name } 结束了牌桌。

## Words every game's pictures and their text versions share.

# Text version of a hand picture, first line. $title: the hand's heading. $cards: cards. $playable: playable cards.
pic-hand-heading = { $title }（{ $cards } 张，{ $playable } 张可出）
# Text version of a hand picture: the playable cards. $cards: the list.
pic-hand-playable = 可出：{ $cards }
# Text version of a hand picture: the cards that cannot be played now. $cards: the list.
pic-hand-not-playable = 不能出：{ $cards }
# A seat of a computer player, on a picture's name tag (short).
pic-ai = 电脑
# The seat whose turn it is, on a picture's tag (short, upper case where the script has it).
pic-turn = 轮到
# A hand picture's heading, right: how many of its cards can be played now. $playable: playable cards. $cards: cards.
pic-playable-of = { $cards } 张中 { $playable } 张可出
