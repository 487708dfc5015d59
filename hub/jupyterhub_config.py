"""JupyterHub configuration for the smoke test (hub/tests/test_hub.py), also runnable by hand:

    bash hub/setup.sh && cd hub && .venv-hub/bin/jupyterhub -f jupyterhub_config.py

then open http://127.0.0.1:8000 and log in as student1 or student2 (the student's view) or teacher
(the teacher's view) with any password.

FOR TESTING ONLY: DummyAuthenticator lets anyone in and SimpleLocalProcessSpawner runs every student
as the hub's own Unix user. A school keeps its own authenticator and spawner; what this file shows
for a real hub is only the students' side: their environment (hub/.venv-users, built as the README's
recipe says) and the single-user server started from it.

The test sets the MOBGAMES_HUB_* variables below: its own ports and a throw-away state folder.
"""

import os
from pathlib import Path

c = get_config()  # noqa: F821 (JupyterHub provides it)

HERE = Path(__file__).resolve().parent
STATE = Path(os.environ.get("MOBGAMES_HUB_STATE", HERE / ".state"))
USERS_ENV = Path(os.environ.get("MOBGAMES_HUB_USERS_ENV", HERE / ".venv-users"))
PORT = int(os.environ.get("MOBGAMES_HUB_PORT", "8000"))
HUB_API_PORT = int(os.environ.get("MOBGAMES_HUB_API_PORT", "8081"))
PROXY_API_PORT = int(os.environ.get("MOBGAMES_HUB_PROXY_API_PORT", "8001"))
STUDENTS = os.environ.get("MOBGAMES_HUB_STUDENTS", "student1,student2").split(",")
# Who gets the teacher's view (answer keys, teacher notes); everyone else gets the student's.
TEACHERS = [t for t in os.environ.get("MOBGAMES_HUB_TEACHERS", "teacher").split(",") if t]
STATE.mkdir(parents=True, exist_ok=True)

# Everything listens on loopback only.
c.JupyterHub.bind_url = f"http://127.0.0.1:{PORT}"
c.JupyterHub.hub_bind_url = f"http://127.0.0.1:{HUB_API_PORT}"
c.ConfigurableHTTPProxy.api_url = f"http://127.0.0.1:{PROXY_API_PORT}"
c.ConfigurableHTTPProxy.command = [str(HERE / "node_modules" / ".bin" / "configurable-http-proxy")]

# What the hub writes goes into the state folder, not the current one.
c.JupyterHub.db_url = f"sqlite:///{STATE / 'jupyterhub.sqlite'}"
c.JupyterHub.cookie_secret_file = str(STATE / "jupyterhub_cookie_secret")
c.JupyterHub.pid_file = str(STATE / "jupyterhub.pid")
c.ConfigurableHTTPProxy.pid_file = str(STATE / "jupyterhub-proxy.pid")
# On exit the hub stops every student's server and the proxy (the defaults, relied on here).
c.JupyterHub.cleanup_servers = True
c.JupyterHub.cleanup_proxy = True

c.JupyterHub.authenticator_class = "dummy"
c.Authenticator.allowed_users = set(STUDENTS) | set(TEACHERS)

c.JupyterHub.spawner_class = "simple"
c.SimpleLocalProcessSpawner.home_dir_template = str(STATE / "homes" / "{username}")
# The students' servers run from their own environment, not the hub's.
c.Spawner.cmd = [str(USERS_ENV / "bin" / "jupyterhub-singleuser")]
c.Spawner.default_url = "/lab"
# JupyterHub 6 passes almost nothing of its own environment on: give the servers a PATH (git for
# nbgitpuller, the environment's own commands first) and the test's run marker, by which the test
# finds and ends anything of this run still alive.
c.Spawner.environment = {"PATH": f"{USERS_ENV / 'bin'}:/usr/local/bin:/usr/bin:/bin"}


def view(spawner) -> str:
    """MOBGAMES_VIEW for a user's kernels (mobgames.teaching.audience): the teacher's view for
    TEACHERS, the student's (no answer keys, no teacher notes) for everyone else."""
    return "teacher" if spawner.user.name in TEACHERS else "student"


c.Spawner.environment["MOBGAMES_VIEW"] = view
c.Spawner.env_keep = ["JUPYTERHUB_SINGLEUSER_APP", "MOBGAMES_HUB_RUN", "LANG", "LC_ALL"]  # first: the default
if os.environ.get("MOBGAMES_HUB_LAB_SETTINGS"):
    # The test's JupyterLab settings (every cell rendered, so its canvases are seen at once).
    c.Spawner.environment["JUPYTERLAB_SETTINGS_DIR"] = os.environ["MOBGAMES_HUB_LAB_SETTINGS"]
c.Spawner.args = [
    # The test drives JupyterLab through window.jupyterapp.
    "--LabApp.expose_app_in_browser=True",
    # A student's link opens the chapter in classroom mode (/voila/render/...): no code, large type.
    "--VoilaConfiguration.template=classroom",
    "--VoilaConfiguration.theme=light",
    # A cell that makes many widgets can send its last output late on a busy server; wait for it.
    "--VoilaExecutor.iopub_timeout=120",
    r"--VoilaConfiguration.file_allowlist=.*\.(png|jpg|gif|svg|mp3)",   # (pictures, and the recordings)
    # Backstops should the test be killed before it cleans up: idle kernels, then servers, end.
    "--MappingKernelManager.cull_idle_timeout=600",
    "--MappingKernelManager.cull_interval=60",
    "--ServerApp.shutdown_no_activity_timeout=900",
]
if os.geteuid() == 0:
    c.Spawner.args.append("--allow-root")  # CI runs as root; Jupyter refuses it otherwise
# Two servers starting at once on a 2-core machine can take a while.
c.Spawner.start_timeout = 120
c.Spawner.http_timeout = 90
