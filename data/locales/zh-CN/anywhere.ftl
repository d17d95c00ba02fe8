# 随处可玩：个人安装、群聊、私信，以及没有添加机器人的服务器。

# /<game> start in a server that did not add Cantina and switched external apps off.
anywhere-external-apps-off = 这个服务器只允许 Cantina 这样的应用私下回复，其他人看不到牌桌。请服务器管理员把 Cantina 添加到服务器（或允许**使用外部应用**），或者在群聊里玩。
# A screen's button that would open a table, where the bot is not a member.
anywhere-open-by-command = 在这里，游戏要用它的命令开始（例如 `/{ cmd-pazaak-name } { cmd-start-name }`）：命令的回复就是牌桌。

# Under a table waiting for a person. $when: a Discord timestamp shown as "in 45 seconds".
anywhere-turn-ends = ⏳ { $name }：本回合 { $when } 结束。
# Challenge card: what accepting commits to. $timeout: "60 s", "2 min".
anywhere-challenge-clock = 每回合限时：{ $timeout }。连续 { $misses } 次超时即判负，计入等级分。
# Challenge card when the turn time is under $min seconds: the match plays unrated.
anywhere-challenge-clock-unrated = 每回合限时：{ $timeout }，少于计等级分的对局所需的 { $min } 秒：本局不计等级分。连续 { $misses } 次超时即判负。
# Lobby card, after the seats rule.
anywhere-lobby-unrated = 每回合限时少于 { $min } 秒，本局不计等级分。
