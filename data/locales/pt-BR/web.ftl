# O lado web: as páginas de um servidor (classificações, partidas terminadas passo a
# passo), /web e os links que o bot publica para elas.

## /web (só para quem gerencia o servidor)

# Nome do comando /web.
cmd-web-name = web
# Descrição do comando /web.
cmd-web-description = As páginas deste servidor na web: classificações e partidas para rever
# Subcomando de /web que abre as páginas do servidor.
cmd-web-on-name = ativar
# Descrição de /web on.
cmd-web-on-description = Abrir as páginas deste servidor: classificações e partidas terminadas para rever
# Subcomando de /web que fecha as páginas do servidor.
cmd-web-off-name = desativar
# Descrição de /web off.
cmd-web-off-description = Fechar as páginas deste servidor: os links publicados deixam de funcionar
# /web on concluído. O botão abaixo abre a página de classificação.
web-turned-on = As páginas deste servidor estão abertas. As partidas terminadas agora ganham um link **{ table-replay }**, e `/{ cmd-leaderboard-name }` leva à página de classificação.
# /web off concluído.
web-turned-off = As páginas deste servidor estão fechadas: os links delas não levam mais a lugar nenhum. `/{ cmd-web-name } { cmd-web-on-name }` abre de novo.
# /web usado por quem não tem a permissão Gerenciar Servidor.
web-needs-manage-server = Só quem gerencia este servidor pode abrir ou fechar as páginas dele.
# /web fora de um servidor.
web-only-in-servers = As páginas pertencem a um servidor: use `/{ cmd-web-name }` em um.
# /web quando o bot roda sem o lado web.
web-not-served = Este bot roda sem o lado web, então não há páginas para abrir.

## Links publicados no Discord

# Botão de link abaixo de /leaderboard (e de /web on) para a página de classificação.
leaderboard-web-link = Classificação completa
# Botão abaixo de uma mesa terminada: a partida, passo a passo, na web.
table-replay = Rever partida
# Resposta privada a Rever partida numa DM ou DM em grupo, acima do link.
table-replay-private = Esta partida, passo a passo. Só quem jogou recebe este link.
# Rever partida pressionado onde não há o que rever (lado web desligado ou nada guardado).
web-replay-unavailable = Esta partida não pode ser revista.

## As páginas

# No pé de toda página.
web-footer = Cantina: jogos por turnos no Discord. Estas páginas são só para leitura e não usam cookies.
# O endereço sem página própria.
web-home-title = Cantina na web
# O texto dele.
web-home-body = As classificações de um servidor e as partidas terminadas, passo a passo, ficam aqui depois que alguém que gerencia o servidor usa /web on. O bot publica os links.
# Título de uma página que não existe.
web-not-found-title = Página não encontrada
# O texto dela: endereço errado, servidor fechado ou partida apagada parecem iguais.
web-not-found = Esta página não existe: o endereço está errado, a partida não é mais guardada ou o servidor fechou as páginas dele.
# Quando não dá para ler o armazenamento.
web-unavailable = O Cantina não consegue ler o histórico agora. Tente de novo daqui a pouco.
# Título da página de classificação. $game: nome do jogo.
web-leaderboard-title = Classificação de { $game }
# Rótulo dos links entre as classificações dos jogos.
web-games = Jogos
# Classificação sem nenhuma partida contada.
web-no-records = Ninguém terminou uma partida contada aqui ainda.
# Coluna com o rating de cada pessoa ao longo do tempo.
web-column-trend = Rating ao longo do tempo
# Rótulo falado do gráfico de rating.
web-trend-label = { $games ->
    [1] Rating depois da última partida valendo rating
   *[other] Rating nas últimas { $games } partidas valendo rating
}: de { $from } para { $to }.
# Título das últimas partidas terminadas.
web-recent-games = Últimas partidas
# Nenhuma partida terminada para rever ainda.
web-no-replays = Ainda não há partida terminada para rever.
# Depois de uma partida na lista: quantos passos ela tem.
web-steps = { $steps ->
    [1] { $steps } passo
   *[other] { $steps } passos
}
# Título da página de uma partida passo a passo. $game: nome do jogo.
web-replay-title = { $game }: a partida passo a passo
# Onde o leitor está na partida.
web-step = Passo { $step } de { $steps }
# Rótulo dos links entre os passos.
web-steps-nav = Passos
# Link para o primeiro passo.
web-first = Primeiro
# Link para o passo anterior.
web-previous = Anterior
# Link para o próximo passo.
web-next = Próximo
# Link para o último passo.
web-last = Último
# Antes dos nomes dos jogadores.
web-players = Jogadores
# Título das linhas do registro da jogada que levou a este passo.
web-what-happened = O que aconteceu
