import copy

import pytest

from mobgames.bloodfeud.board import read_board_data
from mobgames.bloodfeud.setup import default_board


@pytest.fixture(scope="session")
def board():
    return default_board()


@pytest.fixture(scope="session")
def _board_data():
    return read_board_data()


@pytest.fixture
def board_data(_board_data):
    """A fresh deep copy of the shipped board file, safe to break."""
    return copy.deepcopy(_board_data)
