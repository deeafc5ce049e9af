"""Ends the live rooms whose time is over and stores their games, once. Every server process with a socket
already does this in its clock loop; this command is for a server that no socket has reached since it
started (run it from cron, or once after a restart)."""

from asgiref.sync import async_to_sync
from django.core.management.base import BaseCommand

from quizforge.multiplayer.clock import rooms_expired_sweep


class Command(BaseCommand):
    help = "End the live rooms whose time is over (storing their games)."

    def handle(self, *args: object, **options: object) -> None:
        ended = 0
        while True:
            over = async_to_sync(rooms_expired_sweep)()
            ended += over
            if over == 0:
                break
        self.stdout.write(f"{ended} room(s) ended")
