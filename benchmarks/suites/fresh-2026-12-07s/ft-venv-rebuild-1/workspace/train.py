from transformers import AutoModel
model = AutoModel.from_pretrained('acme/tiny-bert')
