"""The content import: idempotent, complete, credited."""

import json

import pytest
from sqlmodel import func, select

from chinese_app.content import importer
from chinese_app.core.catalogue import LEVELS
from chinese_app.db import session_scope
from chinese_app.media import get_media
from chinese_app.models import Clip, Picture, Sentence
from chinese_app.settings import PROJECT_ROOT

CREDITS = (PROJECT_ROOT / "content" / "CREDITS.md").read_text(encoding="utf-8")


def table_snapshot(db):
    return {
        table.__name__: sorted(
            json.dumps(row.model_dump(), sort_keys=True, default=str) for row in db.exec(select(table)).all()
        )
        for table in (Sentence, Picture, Clip)
    }


def test_a_second_import_adds_nothing_and_changes_nothing(app_db, sentence_sources):
    with session_scope() as db:
        before = table_snapshot(db)
        again = importer.import_sentences(db, sources=sentence_sources)
        assert (again.added, again.updated) == (0, 0) and again.unchanged == len(sentence_sources)
        pictures = importer.import_pictures(db, get_media())
        assert (pictures.added, pictures.updated) == (0, 0)
        assert importer.add_clips(db, get_media(), 0) == 0
    with session_scope() as db:
        assert table_snapshot(db) == before


def test_unchanged_sentence_sources_are_skipped_without_loading(app_db):
    with session_scope() as db:
        assert importer.import_sentences(db).skipped is True  # the template import recorded the fingerprint


def test_sentences_per_level(app_db):
    with session_scope() as db:
        counts = dict(db.exec(select(Sentence.level, func.count()).group_by(Sentence.level)).all())
    assert set(counts) == set(LEVELS)
    assert sum(counts.values()) >= 5000


def test_every_picture_has_a_file_a_description_and_a_credit():
    entries = json.loads((PROJECT_ROOT / "content" / "pictures" / "pictures.json").read_text(encoding="utf-8"))
    assert len(entries) >= 24
    for entry in entries:
        assert (PROJECT_ROOT / "content" / "pictures" / entry["file"]).stat().st_size < 300_000
        assert entry["author"] and entry["licence"] and entry["licence_url"].startswith("http") and entry["source"]
        assert entry["file"] in CREDITS, f"{entry['file']} is not credited in content/CREDITS.md"
        assert 40 <= sum("\u4e00" <= ch <= "\u9fff" for ch in entry["description_zh"]) <= 80
    for deck_type in ("translate", "describe", "listen"):
        assert sum(deck_type in e["backgrounds"] for e in entries) >= 8


def test_every_clip_is_credited_through_its_sentence_and_picture(app_db):
    with session_scope() as db:
        clips = db.exec(select(Clip, Sentence, Picture).join(Sentence).join(Picture)).all()
    assert clips
    for clip, sentence, picture in clips:
        assert sentence.source in CREDITS and picture.media_key.rsplit("/", 1)[-1] in CREDITS
        assert get_media().exists(clip.video_path)
    assert "espeak-ng" in CREDITS


def test_credits_name_every_source_and_licence():
    for needed in (
        "hsk-sentences-audio",
        "chinesevocablist",
        "CC-BY-SA-4.0",
        "pypinyin",
        "jieba",
        "OpenCC",
        "espeak-ng",
        "WenQuanYi Zen Hei",
    ):
        assert needed in CREDITS, needed


def test_credits_carry_the_current_sentence_sources():
    from chinese_app.content.sentences import CREDITS as generated

    assert generated.strip() in CREDITS, (
        "content/CREDITS.md is out of date: paste chinese_app.content.sentences.CREDITS"
    )


def test_cli_renders_more_clips_on_demand(app_db, capsys):
    from chinese_app.__main__ import main

    with session_scope() as db:
        before = db.exec(select(func.count()).select_from(Clip)).one()
    assert main(["content", "clips", "--count", "1", "--levels", "2"]) == 0
    assert "1 clips rendered." in capsys.readouterr().out
    with session_scope() as db:
        clips = db.exec(select(Clip).where(Clip.level == "2")).all()
        assert db.exec(select(func.count()).select_from(Clip)).one() == before + 1
    assert len(clips) == 1 and get_media().exists(clips[0].video_path)


@pytest.mark.parametrize("args", [["--levels", "9"], ["--levels", ""]])
def test_cli_refuses_bad_clip_arguments(args):
    from chinese_app.__main__ import main

    with pytest.raises(SystemExit) as exit_:
        main(["content", "clips", *args])
    assert exit_.value.code == 2


@pytest.mark.parametrize("count", ["0", "101"])
def test_cli_refuses_a_clip_count_out_of_range(app_db, count, capsys):
    from chinese_app.__main__ import main

    assert main(["content", "clips", "--count", count]) == 1
    assert "count must be a whole number from 1 to 100" in capsys.readouterr().err


def test_cli_says_so_when_rendering_fails(app_db, capsys, monkeypatch):
    from chinese_app.__main__ import main
    from chinese_app.content import importer

    def broken(*_args, **_kwargs):
        raise RuntimeError("ffmpeg is missing")

    monkeypatch.setattr(importer, "add_clips", broken)
    assert main(["content", "clips", "--count", "1"]) == 1
    assert "Clip rendering stopped: ffmpeg is missing" in capsys.readouterr().err
    assert main(["content", "clips", "--count", "1"]) == 1  # the failed run freed the job: it runs (and fails) again
