# Play anywhere: a person's install, group DMs, DMs and servers that never added the bot.

# /<game> start in a server that did not add Cantina and switched external apps off.
anywhere-external-apps-off = This server lets apps like Cantina answer only privately, so nobody else would see the table. Ask a server manager to add Cantina to the server (or to allow **Use External Apps**), or play in a group DM.
# A screen's button that would open a table, where the bot is not a member.
anywhere-open-by-command = Here a game opens with its command (for example `/{ cmd-pazaak-name } { cmd-start-name }`): its answer becomes the table.

# Under a table waiting for a person. $when: a Discord timestamp shown as "in 45 seconds".
anywhere-turn-ends = ⏳ { $name }: the turn ends { $when }.
# Challenge card: what accepting commits to. $timeout: "60 s", "2 min".
anywhere-challenge-clock = Turn time: { $timeout }. { $misses ->
    [one] A missed turn forfeits
   *[other] { $misses } missed turns in a row forfeit
} the match, a rated loss.
# Challenge card when the turn time is under $min seconds: the match plays unrated.
anywhere-challenge-clock-unrated = Turn time: { $timeout }, shorter than the { $min } seconds a rated match needs: this match is unrated. { $misses ->
    [one] A missed turn forfeits
   *[other] { $misses } missed turns in a row forfeit
} it.
# Lobby card, after the seats rule.
anywhere-lobby-unrated = With a turn time under { $min } seconds, this game is unrated.
