"""Chinese text toolkit: segmentation, pinyin, simplified/punctuation normalisation and HSK word levels.

Plain Python (no Reflex or FastAPI), every dictionary loaded lazily once.
"""
