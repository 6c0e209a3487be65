"""Where the tests find the repository's test data: the WPT files are the
ones the Rust tests read, in tests/data at the repository's root."""

import json
import pathlib

import pytest

DATA = pathlib.Path(__file__).resolve().parents[2] / "tests" / "data"


def load(*parts):
    with open(DATA.joinpath(*parts), encoding="utf-8") as f:
        return json.load(f)


@pytest.fixture
def data_dir():
    return DATA
